import { CloseError, runAllEstimates, runEstimate } from '../../modules/bonus/index.js';
import { flushVacationPoints } from '../../modules/vacation/index.js';
import type { OpsCommand } from './ops-command.js';

/** The daily estimate, now: every company, or the one named. */
export const bonusEstimateCommand: OpsCommand = {
  name: 'bonus:estimate',
  usage: 'bonus:estimate [company]',
  summary: 'compute the estimated bonus (the open cycle and the next 3) now, as the daily job does',
  async run(ctx, args) {
    const [company] = args;
    try {
      const now = new Date();
      const outcomes = company
        ? [await runEstimate(ctx.db, company, now)]
        : await runAllEstimates(ctx.db, now);
      for (const o of outcomes) {
        ctx.out(
          `${o.company} estimated ${o.cycles.join(', ')}: ${o.lines} line(s), ${o.members} member(s)`,
        );
      }
      return 0;
    } catch (e) {
      if (!(e instanceof CloseError)) throw e;
      ctx.out(`refused: ${e.message}`);
      return 1;
    }
  },
};

/** The daily vacation-point flush, now. */
export const vacationFlushCommand: OpsCommand = {
  name: 'vacation:flush',
  usage: 'vacation:flush',
  summary: 'flush the vacation points of members without a paid order for over 6 months, now',
  async run(ctx) {
    const n = await flushVacationPoints(ctx.db, new Date());
    ctx.out(`vacation points flushed for ${n} member(s)`);
    return 0;
  },
};

export const estimateCommands = [bonusEstimateCommand, vacationFlushCommand];
