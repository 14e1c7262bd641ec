import { SECURITY_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PG_URL, type TestApp } from '../helpers/test-app.js';
import { call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';

const RIGHT = TEST_PIN;
const WRONG = '000000';

/**
 * Real concurrency needs real connections: embedded PGlite hands its one connection out
 * in turn, so concurrent requests cannot interleave there and the race cannot be shown.
 */
describe.skipIf(!TEST_PG_URL)('the PIN lock under concurrent guesses (PostgreSQL)', () => {
  let t: TestApp;
  let judged = 0;
  beforeAll(async () => {
    t = await createTestApp({ HASH_CONCURRENCY: '4' });
    // counts the PINs actually compared with the hash, i.e. the guesses judged
    const check = t.deps.pins.check.bind(t.deps.pins);
    t.deps.pins.check = (hash: string, memberId: number, plain: string) => {
      if (plain === RIGHT || plain === WRONG) judged++;
      return check(hash, memberId, plain);
    };
  });
  afterAll(() => t.close());

  const transfer = (token: string, pin: string) =>
    call(t, 'POST', '/bo/ewallet/transfer', {
      token,
      body: { fromAccount: 'bonus', toAccount: 'eproduct', amount: '1.00', pin },
    });

  it.each([1, 2, 3])(
    'after 3 wrong PINs, 30 wrong and the right one at once: no window judges over 5 wrong (trial %i)',
    async () => {
      const { member, token } = await walletMember(t);
      await fund(t.db, member, 'bonus', 10_000n);
      for (let i = 0; i < 3; i++) {
        expect((await transfer(token, WRONG)).json().data.error).toBe('pinIncorrect');
      }
      judged = 0;
      const burst = [...Array.from({ length: 30 }, () => WRONG), RIGHT];
      const answers = await Promise.all(burst.map((pin) => transfer(token, pin)));
      const right = answers.at(-1)!.json();
      const wrongJudged = answers.filter((a) => a.json().data?.error === 'pinIncorrect').length;
      const status = await call(t, 'GET', SECURITY_PATHS.status, { token });
      // with 30 wrong PINs in the burst, it ends locked whatever the order
      expect(status.json().data.lockedUntil).not.toBeNull();
      expect((await transfer(token, RIGHT)).json().data.error).toBe('pinLocked');
      if (right.code !== 0) {
        // the lock came first: only the 2 wrong PINs left in the window were judged
        expect(right.data.error).toBe('pinLocked');
        expect(judged).toBeLessThanOrEqual(2);
        expect(wrongJudged).toBeLessThanOrEqual(1);
      } else {
        // the right PIN came before the lock and opened a fresh window of 5
        expect(judged).toBeLessThanOrEqual(2 + 1 + 5);
        expect(wrongJudged).toBeLessThanOrEqual(1 + 4);
      }
      const refused = answers.filter((a) => a.json().data?.error === 'pinLocked').length;
      expect(refused + wrongJudged + (right.code === 0 ? 1 : 0)).toBe(31);
      expect(refused).toBeGreaterThanOrEqual(right.code === 0 ? 23 : 29);
    },
  );

  it('five right PINs at once all pass and lock nothing', async () => {
    const { member, token } = await walletMember(t);
    await fund(t.db, member, 'bonus', 10_000n);
    const answers = await Promise.all(Array.from({ length: 8 }, () => transfer(token, RIGHT)));
    expect(answers.map((a) => a.json().code)).toEqual(Array.from({ length: 8 }, () => 0));
    const status = await call(t, 'GET', SECURITY_PATHS.status, { token });
    expect(status.json().data.lockedUntil).toBeNull();
  });
});
