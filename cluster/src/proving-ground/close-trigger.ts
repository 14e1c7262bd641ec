import pg from 'pg';
import type { Deps, ServerCode } from './server-code.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const WAIT_FOR_CLOSE_MS = 60_000;

export interface CloseTrigger {
  /** queues the close job and resolves once its transaction waits on the held cycle row */
  startAndHold(): Promise<void>;
  release(): Promise<void>;
}

/**
 * Makes "the worker dies while it closes a bonus cycle" happen on cue. A close is seconds of
 * work at most on the fixture, too short to kill reliably, so the trigger holds the cycle's row
 * (as a second close would) before it queues the close job: the worker takes the job, opens
 * the close's transaction and waits on the row, and is killed there, mid-close.
 */
export function closeTrigger(
  code: ServerCode,
  deps: Deps,
  directUrl: string,
  company: string,
  cycle: string,
): CloseTrigger {
  let holder: pg.Client | undefined;
  return {
    async startAndHold() {
      holder = new pg.Client({ connectionString: directUrl, application_name: 'proving-ground' });
      holder.on('error', () => undefined);
      await holder.connect();
      await holder.query(
        `insert into bonus_cycle (company_code, cycle, cycle_no, state) values ($1, $2, $3, 'open')
         on conflict (company_code, cycle) do nothing`,
        [company, cycle, code.cycleOf(Date.now()) - 1],
      );
      await holder.query('begin');
      await holder.query(
        'select 1 from bonus_cycle where company_code = $1 and cycle = $2 for update',
        [company, cycle],
      );
      await deps.jobs.enqueue(code.bonusCloseJob, {});
      // a transaction sees one snapshot of pg_stat_activity: the watch has its own session
      const watch = new pg.Client({ connectionString: directUrl });
      await watch.connect();
      try {
        const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid'))
          .rows[0]!.pid;
        const deadline = Date.now() + WAIT_FOR_CLOSE_MS;
        while (!(await closeIsWaiting(watch, holderPid))) {
          if (Date.now() > deadline) throw new Error('the bonus close never started');
          await pause(200);
        }
      } finally {
        await watch.end();
      }
    },
    async release() {
      await holder?.query('commit');
      await holder?.end();
      holder = undefined;
    },
  };
}

/** Another backend waits for a lock the holder's transaction has on a bonus_cycle row. */
async function closeIsWaiting(watch: pg.Client, holderPid: number): Promise<boolean> {
  const r = await watch.query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_stat_activity
      where wait_event_type = 'Lock' and query ilike '%bonus_cycle%'
        and $1::int = any(pg_blocking_pids(pid))`,
    [holderPid],
  );
  return r.rows[0]!.waiting > 0;
}
