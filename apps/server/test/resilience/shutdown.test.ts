import http from 'node:http';
import { API_BASE_PATH, HEADER } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { TEST_PIN } from '../wallet/factories.js';
import { clusterSkipReason } from './pg-cluster.js';
import type { Portal } from './portal-load.js';
import { runningPortal } from './running-portal.js';

/**
 * SIGTERM in the middle of a load: every request the server took is answered in full (success,
 * or the translated 503 once it is closing), later ones find the port closed, and the process
 * exits 0 within SHUTDOWN_TIMEOUT_MS. Each request uses its own connection (agent: false), so
 * a refused connection can only mean the server had stopped listening. A connection the kernel
 * had completed but Node had not yet accepted when the listener closed is reset (ECONNRESET
 * before any answer): the server never saw that request, which its idempotency key proves (no
 * row for it). Any other broken answer, or a reset request the server had taken, fails.
 */
const skip = clusterSkipReason();
const PORT = 21_000 + Math.floor(Math.random() * 1_000);
const DEADLINE_MS = 5_000;

type Outcome =
  | { kind: 'answer'; code: number }
  | { kind: 'refused' }
  | { kind: 'broken'; why: string }
  /** reset before any byte of an answer: the listener closed with the connection in its queue */
  | { kind: 'reset'; key: string };

const keyOf = (i: number) => `shutdown-${i}-key`;

function post(portal: Portal, i: number): Promise<Outcome> {
  const [from, to] = [portal.members[i % 2]!, portal.members[(i % 2) + 1]!];
  const body = JSON.stringify({
    toMemberId: to.id,
    fromAccount: 'bonus',
    toAccount: 'bonus',
    amount: '1.00',
    pin: TEST_PIN,
  });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: `${API_BASE_PATH}/bo/ewallet/transfer`,
        agent: false,
        headers: {
          'content-type': 'application/json',
          token: from.token,
          [HEADER.idempotencyKey]: keyOf(i),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('error', (e) => resolve({ kind: 'broken', why: e.message }));
        res.on('end', () => {
          try {
            resolve({ kind: 'answer', code: (JSON.parse(text) as { code: number }).code });
          } catch {
            resolve({ kind: 'broken', why: `not an envelope: ${text.slice(0, 80)}` });
          }
        });
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ECONNREFUSED') resolve({ kind: 'refused' });
      else if (e.code === 'ECONNRESET') resolve({ kind: 'reset', key: keyOf(i) });
      else resolve({ kind: 'broken', why: e.message });
    });
    req.end(body);
  });
}

describe.skipIf(skip)(`SIGTERM under load${skip ? ` (${skip})` : ''}`, () => {
  const running = runningPortal(PORT, {
    members: 3,
    env: { SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS) },
  });

  it(
    'answers every request it took, then exits 0 within the deadline',
    { timeout: 60_000 },
    async () => {
      const { portal, server } = running;
      const outcomes: Outcome[] = [];
      let next = 0;
      let stop = false;
      const worker = async () => {
        while (!stop) {
          const outcome = await post(portal, next++);
          outcomes.push(outcome);
          if (outcome.kind === 'refused') return;
        }
      };
      const load = Promise.all(Array.from({ length: 6 }, worker));
      while (outcomes.filter((o) => o.kind === 'answer').length < 20) {
        await new Promise((r) => setTimeout(r, 20));
      }
      const signalled = Date.now();
      server.kill('SIGTERM');
      const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
      const took = Date.now() - signalled;
      stop = true;
      await load;

      expect(code).toBe(0);
      expect(took).toBeLessThan(DEADLINE_MS);
      expect(outcomes.filter((o) => o.kind === 'broken')).toEqual([]);
      const resetKeys = outcomes.flatMap((o) => (o.kind === 'reset' ? [o.key] : []));
      if (resetKeys.length) {
        const taken = await portal.deps.db
          .selectFrom('idempotency_key')
          .select('key')
          .where('key', 'in', resetKeys)
          .execute();
        expect(taken, 'a reset request the server had taken').toEqual([]);
      }
      const codes = new Set(outcomes.flatMap((o) => (o.kind === 'answer' ? [o.code] : [])));
      expect([...codes].filter((c) => c !== 0 && c !== 503)).toEqual([]);
      expect(outcomes.some((o) => o.kind === 'refused')).toBe(true);
    },
  );
});
