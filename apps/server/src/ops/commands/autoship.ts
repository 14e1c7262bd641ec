import PgBoss from 'pg-boss';
import { businessDay } from '@portal/contract';
import { kyselyBossDb } from '../../jobs/boss-db.js';
import { jobSchemaFor } from '../../jobs/job-queue.js';
import {
  AUTOSHIP_RUN_JOB,
  autoshipForecast,
  autoshipOpsList,
  autoshipRunPayload,
} from '../../modules/autoship/index.js';
import type { OpsCommand } from './ops-command.js';
import { parseOpsArgs } from './wallet-args.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `autoship:list`: every autoship with its member, status, schedule and next run. */
export const autoshipListCommand: OpsCommand = {
  name: 'autoship:list',
  usage: 'autoship:list',
  summary: 'autoships: member, status, schedule, next run, card (last four)',
  async run(ctx) {
    const rows = await autoshipOpsList({ db: ctx.db });
    for (const r of rows) {
      const pause = r.pauseReason ? ` (${r.pauseReason})` : '';
      ctx.out(
        `#${r.id}  member ${r.memberId} ${r.companyCode}  ${r.status}${pause}  ${r.schedule}  next ${r.nextRunDate ?? '-'}  ${r.card}`,
      );
    }
    ctx.out(`${rows.length} autoship(s)`);
    return 0;
  },
};

/**
 * `autoship:run --date YYYY-MM-DD [--dry-run]`: queues the run job for a date, by the operator
 * (stored with each run it claims: `triggered_by`), or with --dry-run lists what is due.
 */
export const autoshipRunCommand: OpsCommand = {
  name: 'autoship:run',
  usage: 'autoship:run --date YYYY-MM-DD [--dry-run]',
  summary: "run the autoships due on a date (the job's run, claimed once per period); audited",
  async run(ctx, args) {
    const dryRun = args.includes('--dry-run');
    const { flags } = parseOpsArgs(args.filter((a) => a !== '--dry-run'));
    const date = flags.date ?? '';
    if (!DAY.test(date) || Number.isNaN(Date.parse(date))) {
      ctx.out(`usage: npm run ops -- ${this.usage}`);
      return 2;
    }
    const by = `operator:${ctx.operator}`;
    if (dryRun) {
      const due = (await autoshipOpsList({ db: ctx.db }, 10_000)).filter(
        (r) => r.status === 'active' && r.nextRunDate !== null && r.nextRunDate <= date,
      );
      for (const r of due)
        ctx.out(`would run #${r.id} (member ${r.memberId}) for ${r.nextRunDate}`);
      ctx.out(`${due.length} autoship(s) due on or before ${date} (dry run, nothing changed)`);
      return 0;
    }
    const boss = new PgBoss({
      db: kyselyBossDb(ctx.db),
      schema: ctx.jobSchema ?? jobSchemaFor(),
      migrate: false,
      supervise: false,
      schedule: false,
    });
    const id = await boss.send(AUTOSHIP_RUN_JOB, autoshipRunPayload.parse({ date, by }));
    ctx.out(`autoship run for ${date} queued as job ${id ?? '?'}, by ${ctx.operator}`);
    return 0;
  },
};

/** `autoship:forecast --days 7`: runs, amount and BV per day at today's prices. */
export const autoshipForecastCommand: OpsCommand = {
  name: 'autoship:forecast',
  usage: 'autoship:forecast [--days 7]',
  summary: 'scheduled autoship runs, amount and BV per day (today’s prices)',
  async run(ctx, args) {
    const { flags } = parseOpsArgs(args);
    const days = Number(flags.days ?? '7');
    if (!Number.isInteger(days) || days < 1 || days > 366) {
      ctx.out(`usage: npm run ops -- ${this.usage}`);
      return 2;
    }
    const rows = await autoshipForecast({ db: ctx.db }, businessDay(new Date()), days);
    for (const r of rows) ctx.out(`${r.day}  runs ${r.runs}  amount ${r.amount}  BV ${r.bv}`);
    ctx.out(`${rows.reduce((n, r) => n + r.runs, 0)} run(s) in ${days} day(s)`);
    return 0;
  },
};

export const autoshipCommands = [autoshipListCommand, autoshipRunCommand, autoshipForecastCommand];
