import { describe, expect, it } from 'vitest';
import { clusterSkipReason } from './pg-cluster.js';
import { checkLedger, read, startLoad } from './portal-load.js';
import { runningPortal } from './running-portal.js';
import { serverLastWords } from '../wallet/server-process.js';

/**
 * Every connection of the portal ended from another session (what a restart, a failover, an
 * idle_session_timeout or a pooler recycle does to it): the process lives on and serves again,
 * and the ledger has lost and doubled nothing. Before the fix, the pool's unhandled 'error'
 * event ended the process within the first termination.
 */
const skip = clusterSkipReason();
const PORT = 19_000 + Math.floor(Math.random() * 1_000);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(skip)(`connections terminated under the portal${skip ? ` (${skip})` : ''}`, () => {
  const running = runningPortal(PORT);

  it('lives through pg_terminate_backend on its idle connections', async () => {
    const { cluster, portal, server } = running;
    expect((await read(portal, PORT, 1)).body.code).toBe(0);
    expect(await cluster.terminateAll('portal')).toBeGreaterThan(0);
    await pause(300);
    expect(server.exitCode, serverLastWords(server)).toBeNull();
    for (let i = 0; i < 3; i++) expect((await read(portal, PORT, i)).status).toBe(200);
  });

  it(
    'lives through it under a load of reads and transfers, losing and doubling nothing',
    { timeout: 180_000 },
    async () => {
      const { cluster, portal, server } = running;
      const load = startLoad(portal, PORT);
      // at least five rounds, and on until enough transfers were answered (a busy machine is slow)
      for (let round = 0; round < 5 || (load.tally.acknowledged.size < 20 && round < 60); round++) {
        await pause(400);
        await cluster.terminateAll('portal');
      }
      await pause(500);
      const tally = await load.stop();
      expect(server.exitCode, serverLastWords(server)).toBeNull();
      expect(tally.acknowledged.size).toBeGreaterThanOrEqual(20);
      // never a 500 nor anything but success or a clean 503
      expect([...tally.answers.keys()].filter((k) => k.startsWith('unexpected'))).toEqual([]);
      // reads are retried on a fresh connection (three attempts over 300 ms): the member does
      // not see the blip. With connections ended every 400 ms on a loaded machine (CI once ran
      // this at load 15), a slow read can lose all three attempts: one such read in fifty is
      // tolerated; without the retry, every read in flight at each termination would fail
      const reads = [...tally.answers]
        .filter(([k]) => k.startsWith('read '))
        .reduce((n, [, c]) => n + c, 0);
      expect(tally.answers.get('read 503') ?? 0).toBeLessThanOrEqual(Math.max(1, reads / 50));
      expect((await read(portal, PORT, 1)).status).toBe(200);
      expect(await checkLedger(portal, PORT, tally)).toEqual([]);
    },
  );
});
