import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { exited, startServer } from '../wallet/server-process.js';
import { startCluster, type PgCluster } from './pg-cluster.js';
import { preparePortal, type Portal } from './portal-load.js';

export interface RunningPortal {
  cluster: PgCluster;
  portal: Portal;
  server: ChildProcess;
}

/**
 * For the describe block it is called in (so a skipped block starts nothing): a throwaway
 * cluster, the portal's database on it and the real server on `port`, up before the first test
 * and gone after the last. The fields are set in beforeAll: read them inside the tests.
 */
export function runningPortal(
  port: number,
  opts: { members?: number; env?: Record<string, string> } = {},
): RunningPortal {
  const running = {} as RunningPortal;
  beforeAll(async () => {
    running.cluster = await startCluster();
    running.portal = await preparePortal(running.cluster, opts.members);
    running.server = await startServer({ ...running.portal.env, ...opts.env }, port);
  }, 300_000);
  afterAll(async () => {
    // any of them is missing when beforeAll failed part way; a test may have ended the server
    const { cluster, portal, server } = running;
    if (server?.exitCode === null) server.kill('SIGKILL');
    if (server) await exited(server);
    await portal?.close();
    await cluster?.destroy();
  });
  return running;
}
