import { describe, expect, it } from 'vitest';
import { clusterSkipReason } from './pg-cluster.js';
import { checkLedger, read, startLoad } from './portal-load.js';
import { runningPortal } from './running-portal.js';
import { serverLastWords } from '../wallet/server-process.js';

/**
 * PostgreSQL stopped in immediate mode (a crash) for a few seconds under load: members get a
 * translated 503, load balancers see /readyz 503 and /healthz 200, and when the database is
 * back the same process serves again by itself, having lost and doubled nothing.
 */
const skip = clusterSkipReason();
const PORT = 20_000 + Math.floor(Math.random() * 1_000);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const status = (path: string) =>
  fetch(`http://127.0.0.1:${PORT}${path}`).then(
    (r) => r.status,
    () => -1,
  );

describe.skipIf(skip)(`PostgreSQL restarted under the portal${skip ? ` (${skip})` : ''}`, () => {
  const running = runningPortal(PORT);

  it(
    'answers 503 while it is down and serves again after, with the ledger intact',
    {
      timeout: 180_000,
    },
    async () => {
      const { cluster, portal, server } = running;
      const load = startLoad(portal, PORT);
      await pause(1_000);
      await cluster.stopImmediately();
      await pause(1_000);
      const down = await read(portal, PORT, 1);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ code: 503, data: { error: 'temporarilyUnavailable' } });
      expect(down.body.msg).toBe(
        'Layanan untuk sementara tidak tersedia. Silakan coba lagi sebentar lagi.',
      );
      expect(await status('/readyz')).toBe(503);
      expect(await status('/healthz')).toBe(200);
      await pause(2_000);
      await cluster.start();
      await pause(1_500);
      const tally = await load.stop();

      expect(server.exitCode, serverLastWords(server)).toBeNull();
      expect(await status('/readyz')).toBe(200);
      expect((await read(portal, PORT, 1)).status).toBe(200);
      expect(tally.answers.get('read 503')).toBeGreaterThan(0);
      expect(tally.answers.get('transfer 503')).toBeGreaterThan(0);
      expect([...tally.answers.keys()].filter((k) => k.startsWith('unexpected'))).toEqual([]);
      expect(tally.answers.get('read network') ?? 0).toBe(0);
      expect(await checkLedger(portal, PORT, tally)).toEqual([]);
    },
  );
});
