import type { Cluster } from '../cluster.js';
import type { CloseTrigger } from './close-trigger.js';

/** A fault as it happened: ms since the run began, from the first harm to full recovery. */
export interface FaultWindow {
  name: string;
  start: number;
  end: number;
}

/**
 * After a part is back, calls still in flight from the fault come back with their retries for
 * a moment (a 503 answered just before recovery, a browser's pause before it asks again).
 */
export const WINDOW_GRACE_MS = 5_000;

interface Fault {
  name: string;
  /** when it starts, as a fraction of the load's time */
  at: number;
  run(cluster: Cluster, close: CloseTrigger): Promise<void>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const FAULTS: Fault[] = [
  {
    name: 'SIGKILL server-2, start it again',
    at: 0.1,
    async run(cluster) {
      await cluster.killServer(1, 'SIGKILL');
      await pause(3_000);
      await cluster.startServer(1);
    },
  },
  {
    name: 'SIGKILL the worker in the bonus close, start it again',
    at: 0.25,
    async run(cluster, close) {
      // the close is running: its transaction waits on the cycle's row the trigger holds
      await close.startAndHold();
      await cluster.killWorker('SIGKILL');
      await close.release();
      await cluster.startWorker();
    },
  },
  {
    name: 'PostgreSQL stop -m immediate, start',
    at: 0.42,
    async run(cluster) {
      await cluster.pg.stopImmediately();
      await pause(3_000);
      await cluster.pg.start();
    },
  },
  {
    name: 'restart Redis',
    at: 0.62,
    async run(cluster) {
      await cluster.redis.restart();
    },
  },
  {
    name: 'restart PgBouncer',
    at: 0.8,
    async run(cluster) {
      await cluster.pgbouncer.restart();
    },
  },
];

/** Runs every fault at its time within a load of `seconds`, one after the other. */
export async function runFaults(
  cluster: Cluster,
  close: CloseTrigger,
  seconds: number,
  clock: () => number,
  log: (line: string) => void,
): Promise<FaultWindow[]> {
  const windows: FaultWindow[] = [];
  for (const fault of FAULTS) {
    const wait = fault.at * seconds * 1000 - clock();
    if (wait > 0) await pause(wait);
    const start = clock();
    log(`fault: ${fault.name}`);
    await fault.run(cluster, close);
    await everyServerReady(cluster);
    const end = clock();
    log(`  back after ${((end - start) / 1000).toFixed(1)} s`);
    windows.push({ name: fault.name, start, end });
  }
  return windows;
}

/**
 * A fault is over when every server says it is ready (/readyz reads the database through
 * PgBouncer): a part's own start returning is not yet the path back (PgBouncer, for one, waits
 * its `server_login_retry` before it logs in to a restarted PostgreSQL again).
 */
async function everyServerReady(cluster: Cluster) {
  const deadline = Date.now() + 120_000;
  for (const server of cluster.servers) {
    while (!(await ready(`${server.url}/readyz`))) {
      if (Date.now() > deadline) throw new Error(`${server.name} not ready 120 s after a fault`);
      await pause(100);
    }
  }
}

async function ready(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

export const inWindow = (windows: FaultWindow[], at: number) =>
  windows.some((w) => at >= w.start && at <= w.end + WINDOW_GRACE_MS);
