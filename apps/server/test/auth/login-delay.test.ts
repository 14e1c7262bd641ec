import { AUTH_LIMITS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureDelayMs } from '../../src/modules/auth/login.service.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { freshAddress, postLogin } from './auth-helpers.js';

describe('the per-address delay', () => {
  it('starts with the captcha, doubles, and stops at its ceiling', () => {
    const first = AUTH_LIMITS.captchaAfterFailures;
    expect(failureDelayMs(2_000, first - 1)).toBe(0);
    expect(failureDelayMs(2_000, first)).toBe(250);
    expect(failureDelayMs(2_000, first + 1)).toBe(500);
    expect(failureDelayMs(2_000, first + 10)).toBe(2_000);
    expect(failureDelayMs(2_000, 10_000)).toBe(2_000);
    expect(failureDelayMs(0, first + 5)).toBe(0);
  });
});

describe('a failing address is slowed, other addresses are not', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_FAILURE_DELAY_MS: '1000' });
    await createMember(t.db, { login_name: 'US900071' });
  });
  afterAll(() => t.close());

  async function timedFailure(address: string) {
    const started = performance.now();
    const res = await postLogin(t, { username: 'US900071', password: 'wrong-pass' }, address);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    return performance.now() - started;
  }

  it('answers the failure that raises the captcha after a delay, doubling to the ceiling', async () => {
    const attacker = freshAddress();
    // the pure rule above says these are not delayed; a loaded machine makes their time no proof
    for (let i = 1; i < AUTH_LIMITS.captchaAfterFailures; i++) await timedFailure(attacker);
    expect(await timedFailure(attacker)).toBeGreaterThanOrEqual(240);
    expect(await timedFailure(attacker)).toBeGreaterThanOrEqual(490);
    const third = await timedFailure(attacker);
    expect(third).toBeGreaterThanOrEqual(990);
    // a first failure from elsewhere costs a password check at most, never the 1 s wait; the
    // quickest of three, so one stall of a loaded machine is not read as a delay
    const elsewhere = [];
    for (let i = 0; i < 3; i++) elsewhere.push(await timedFailure(freshAddress()));
    expect(Math.min(...elsewhere)).toBeLessThan(third);
  });
});
