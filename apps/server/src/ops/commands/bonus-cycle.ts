import { closeCycle, CloseError, lockCycle, previewCycle } from '../../modules/bonus/index.js';
import type { OpsCommand, OpsContext } from './ops-command.js';

type Step = (ctx: OpsContext, company: string, cycle: string) => Promise<void>;

/** Two positional arguments, company and cycle; an operator's mistake prints and exits 1. */
function cycleCommand(name: string, summary: string, step: Step): OpsCommand {
  const usage = `${name} <company> <cycle, e.g. 2026-W48>`;
  return {
    name,
    usage,
    summary,
    async run(ctx, args) {
      const [company, cycle] = args;
      if (!company || !cycle) {
        ctx.out(`usage: ${usage}`);
        return 1;
      }
      try {
        await step(ctx, company, cycle);
        return 0;
      } catch (e) {
        if (!(e instanceof CloseError)) throw e;
        ctx.out(`refused: ${e.message}`);
        return 1;
      }
    },
  };
}

function printTotals(ctx: OpsContext, totals: Record<string, string>) {
  const types = Object.keys(totals);
  if (types.length === 0) ctx.out('  nothing paid');
  for (const t of types) ctx.out(`  ${t.padEnd(34)} ${totals[t]}`);
}

export const bonusPreviewCommand = cycleCommand(
  'bonus:preview',
  'compute a cycle and print totals per bonus type, members paid, pools and lapses; posts nothing',
  async (ctx, company, cycle) => {
    const s = await previewCycle(ctx.db, company, cycle);
    ctx.out(`preview ${company} ${s.cycle} (minor units; nothing written)`);
    printTotals(ctx, s.totals);
    ctx.out(`members paid: ${s.membersPaid}`);
    ctx.out(`company volume (pools' base, BV hundredths): ${s.companyVolume}`);
    for (const [type, size] of Object.entries(s.pools)) {
      ctx.out(`  pool ${type}: ${size} BV value, paid ${s.totals[type] ?? '0'} (minor units)`);
    }
    for (const [rule, count] of Object.entries(s.leftOnTable)) {
      ctx.out(`  left on the table, ${rule}: ${count} member(s)`);
    }
  },
);

export const bonusLockCommand = cycleCommand(
  'bonus:lock',
  "lock an ended cycle: its volumes are final, later refunds count in the refund's cycle",
  async (ctx, company, cycle) => {
    const o = await lockCycle(ctx.db, company, cycle, new Date());
    ctx.out(o.changed ? `${company} ${cycle} locked` : `${company} ${cycle} is ${o.state} already`);
  },
);

export const bonusCloseCommand = cycleCommand(
  'bonus:close',
  'close an ended cycle: write lines and trails, post the one bonus journal (a re-run changes nothing)',
  async (ctx, company, cycle) => {
    const o = await closeCycle(ctx.db, company, cycle, new Date(), `operator:${ctx.operator}`);
    if (!o.changed) {
      ctx.out(`${company} ${cycle} is closed already: nothing changed`);
      return;
    }
    ctx.out(`${company} ${cycle} closed, journal ${o.journalId ?? 'none (nothing paid)'}`);
    printTotals(ctx, o.totals ?? {});
    ctx.out(`members paid: ${o.membersPaid}`);
  },
);

export const bonusCommands = [bonusPreviewCommand, bonusLockCommand, bonusCloseCommand];
