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
    const verify = t.deps.hasher.verify.bind(t.deps.hasher);
    t.deps.hasher.verify = (hash: string, plain: string) => {
      if (plain === RIGHT || plain === WRONG) judged++;
      return verify(hash, plain);
    };
  });
  afterAll(() => t.close());

  const transfer = (token: string, pin: string) =>
    call(t, 'POST', '/bo/ewallet/transfer', {
      token,
      body: { fromAccount: 'bonus', toAccount: 'eproduct', amount: '1.00', pin },
    });

  it.each([1, 2, 3])(
    'after 3 wrong PINs, 30 wrong and the right one at once judge at most 2 more (trial %i)',
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

      expect(judged).toBeLessThanOrEqual(2);
      const status = await call(t, 'GET', SECURITY_PATHS.status, { token });
      if (right.code !== 0) {
        // five attempts were counted before the right one: refused, and the lock stands
        expect(right.data.error).toBe('pinLocked');
        expect(status.json().data.lockedUntil).not.toBeNull();
        expect((await transfer(token, RIGHT)).json().data.error).toBe('pinLocked');
      }
      const refused = answers.filter((a) => a.json().data?.error === 'pinLocked').length;
      expect(refused).toBeGreaterThanOrEqual(29);
    },
  );
});
