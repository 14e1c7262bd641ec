import PgBoss from 'pg-boss';
import { kyselyBossDb } from '../../jobs/boss-db.js';
import { jobSchemaFor } from '../../jobs/job-queue.js';
import {
  findJobName,
  jobQueueInstalled,
  listJobs,
  type JobRow,
} from '../../jobs/jobs.repository.js';
import type { OpsCommand, OpsContext } from './ops-command.js';

const STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const schemaOf = (ctx: OpsContext) => ctx.jobSchema ?? jobSchemaFor();

const NOT_INSTALLED =
  'no job queue in this database yet: the portal (npm start) or the worker (npm run worker) installs it on its first start';

function errorOf(job: JobRow): string {
  const output = job.output as { message?: unknown } | null;
  return typeof output?.message === 'string' ? `  ${output.message.slice(0, 120)}` : '';
}

/** `jobs:list [--state <state>] [--limit <n>]`: the newest jobs, one per line. */
export const jobsListCommand: OpsCommand = {
  name: 'jobs:list',
  usage: 'jobs:list [--state <state>] [--limit <n>]',
  summary: `newest background jobs (state: ${STATES.join('|')})`,
  async run(ctx, args) {
    let state: string | undefined;
    let limit = 50;
    for (let i = 0; i < args.length; i += 2) {
      const [flag, value] = [args[i], args[i + 1]];
      if (flag === '--state' && value && STATES.includes(value)) state = value;
      else if (flag === '--limit' && value && /^\d{1,4}$/.test(value)) limit = Number(value);
      else {
        ctx.out(`usage: npm run ops -- ${jobsListCommand.usage}`);
        return 2;
      }
    }
    if (!(await jobQueueInstalled(ctx.db, schemaOf(ctx)))) {
      ctx.out(`0 job(s): ${NOT_INSTALLED}`);
      return 0;
    }
    const jobs = await listJobs(ctx.db, schemaOf(ctx), { state, limit });
    for (const job of jobs) {
      const tries = `tries ${job.retry_count}/${job.retry_limit}`;
      const created = job.created_on.toISOString().slice(0, 19).replace('T', ' ');
      ctx.out(
        `${job.id}  ${job.name.padEnd(20)} ${job.state.padEnd(9)} ${tries}  ${created}${errorOf(job)}`,
      );
    }
    ctx.out(`${jobs.length} job(s)`);
    return 0;
  },
};

/** `jobs:retry <id>`: a failed job runs again (one more try), through pg-boss's own retry. */
export const jobsRetryCommand: OpsCommand = {
  name: 'jobs:retry',
  usage: 'jobs:retry <job id>',
  summary: 'run a failed background job again',
  async run(ctx, args) {
    const [id] = args;
    if (!id || args.length !== 1 || !UUID.test(id)) {
      ctx.out(`usage: npm run ops -- ${jobsRetryCommand.usage}`);
      return 2;
    }
    const schema = schemaOf(ctx);
    if (!(await jobQueueInstalled(ctx.db, schema))) {
      ctx.out(`error: no job ${id}: ${NOT_INSTALLED}`);
      return 1;
    }
    const job = await findJobName(ctx.db, schema, id);
    if (!job) {
      ctx.out(`error: no job ${id}`);
      return 1;
    }
    // a client only: no workers, schedules or maintenance; its statements run on ctx.db
    const boss = new PgBoss({
      db: kyselyBossDb(ctx.db),
      schema,
      migrate: false,
      supervise: false,
      schedule: false,
    });
    // pg-boss 10 answers { affected } here, though its types say void
    const result = (await boss.retry(job.name, id)) as unknown as { affected: number };
    if (!result.affected) {
      ctx.out(`error: job ${id} is ${job.state}; only a failed job can be retried`);
      return 1;
    }
    ctx.out(`job ${id} (${job.name}) will run again`);
    return 0;
  },
};
