import { API_BASE_PATH, HEADER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../../src/seed/random.js';
import { verifyWallet } from '../../src/modules/wallet/wallet-verify.service.js';
import { createTestApp, TEST_PG_URL, type TestApp } from '../helpers/test-app.js';
import { balanceOf, fund, TEST_PIN, totalOfAllAccounts, walletMember } from './factories.js';

/**
 * Real sockets, real concurrency. On PostgreSQL: 1,000 transfers at once among 20 accounts;
 * on the embedded database (one connection, so transactions queue) a smaller run of the same.
 */
const ACCOUNTS = 20;
const TRANSFERS = TEST_PG_URL ? 1_000 : 150;
const OPENING = 30_000n;

let t: TestApp;
let base: string;
let members: Array<{ id: number; token: string }>;

beforeAll(async () => {
  t = await createTestApp({ HASH_CONCURRENCY: '2' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}${API_BASE_PATH}`;
  members = [];
  // one sponsor line, so every pair is upline and downline of each other
  let sponsor: number | undefined;
  for (let i = 0; i < ACCOUNTS; i++) {
    const m = await walletMember(t, sponsor ? { sponsor_id: sponsor } : {});
    sponsor = m.member.id;
    await fund(t.db, m.member, 'bonus', OPENING);
    members.push({ id: m.member.id, token: m.token });
  }
}, 120_000);
afterAll(() => t.close());

/**
 * A transfer as a real client sends it: when the connection breaks before an answer (a
 * thousand sockets at once on a busy 2-core machine saw a reset), it sends the same request
 * again with the same idempotency key, which either replays the stored answer or runs once.
 */
async function post(token: string, key: string, body: unknown, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${base}/bo/ewallet/transfer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token, [HEADER.idempotencyKey]: key },
        body: JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}

describe('concurrent transfers over HTTP', () => {
  it(
    `${TRANSFERS} transfers at once leave every invariant true`,
    { timeout: 300_000 },
    async () => {
      const random = createRandom(7);
      const next = (n: number) => random.int(0, n - 1);
      const plan = Array.from({ length: TRANSFERS }, (_, i) => {
        const from = next(ACCOUNTS);
        const to = (from + 1 + next(ACCOUNTS - 1)) % ACCOUNTS;
        return { i, from, to, cents: 1 + next(900) };
      });
      const answers = await Promise.all(
        plan.map((p) =>
          post(members[p.from]!.token, `load-${p.i}-key`, {
            toMemberId: members[p.to]!.id,
            fromAccount: 'bonus',
            toAccount: 'bonus',
            amount: (p.cents / 100).toFixed(2),
            pin: TEST_PIN,
          }),
        ),
      );
      const expected = members.map(() => OPENING);
      let applied = 0;
      for (const [k, answer] of answers.entries()) {
        const body = JSON.parse(answer.text) as { code: number; data: { error?: string } };
        if (body.code === 0) {
          applied++;
          expected[plan[k]!.from]! -= BigInt(plan[k]!.cents);
          expected[plan[k]!.to]! += BigInt(plan[k]!.cents);
        } else {
          // the only refusal a member may see here; never a deadlock or a 500
          expect(body.data.error).toBe('insufficientBalance');
        }
      }
      expect(applied).toBeGreaterThan(TRANSFERS / 2);
      const transfers = await t.db.selectFrom('wallet_transfer').select('id').execute();
      expect(transfers).toHaveLength(applied);
      for (const [i, m] of members.entries())
        expect(await balanceOf(t.db, m.id, 'bonus')).toBe(expected[i]);
      expect(await totalOfAllAccounts(t.db)).toBe(0n);
      expect(await verifyWallet(t.db)).toEqual({ ok: true, problems: [] });
    },
  );

  it('50 simultaneous requests with one key apply once and all get the same answer', async () => {
    const [from, to] = [members[0]!, members[1]!];
    const before = await balanceOf(t.db, to.id, 'bonus');
    const body = {
      toMemberId: to.id,
      fromAccount: 'bonus',
      toAccount: 'bonus',
      amount: '0.07',
      pin: TEST_PIN,
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(from.token, 'one-key-for-fifty', body)),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(JSON.parse(answers[0]!.text).code).toBe(0);
    expect(await balanceOf(t.db, to.id, 'bonus')).toBe(before + 7n);
    expect(await verifyWallet(t.db)).toEqual({ ok: true, problems: [] });
  });
});
