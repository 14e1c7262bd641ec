import { AUTH_PATHS, HEADER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOUCH_INTERVAL_MS } from '../../src/modules/auth/session-rules.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { api, errorOf, tokenFor, withToken } from './auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const logout = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: api(AUTH_PATHS.logout), headers });

/**
 * Whether a token still opens a session route. The call has no password, so it changes
 * nothing and counts against no throttle: 400 once the session passed, 401 when it did not.
 */
async function alive(token: string): Promise<boolean> {
  const res = await t.app.inject({
    method: 'POST',
    url: api(AUTH_PATHS.validatePassword),
    headers: withToken(token),
    payload: {},
  });
  expect([400, 401]).toContain(res.statusCode);
  return res.statusCode === 400;
}

describe('session', () => {
  it('a session route without a token → 401 with the timeout message', async () => {
    const res = await logout();
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toMatchObject({
      code: 401,
      data: { error: 'unauthorized' },
      msg: 'Your session has timed out. Please log in again.',
    });
    expect((await logout(withToken('made-up-token'))).statusCode).toBe(401);
  });

  it('logout revokes the session: the token then gets 401', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t, member.login_name);
    const out = await logout(withToken(token));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ code: 0, data: null, msg: 'success' });
    expect(await alive(token)).toBe(false);
    const row = await t.db
      .selectFrom('member_session')
      .select(['revoked_at', 'revoked_reason'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_reason).toBe('logout');
  });

  it('logout closes only the calling session', async () => {
    const member = await createMember(t.db);
    const phone = await tokenFor(t, member.login_name);
    const desktop = await tokenFor(t, member.login_name);
    await logout(withToken(phone));
    expect(await alive(desktop)).toBe(true);
  });

  it('accepts the token in the second session header too', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t, member.login_name);
    const res = await logout({ [HEADER.sessionToken]: token });
    expect(res.statusCode).toBe(200);
  });

  it('expires after the idle time without requests', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t, member.login_name);
    t.clock.advance(t.deps.config.sessionIdleMs - 1000);
    expect(await alive(token)).toBe(true);
    t.clock.advance(t.deps.config.sessionIdleMs - 1000);
    // the request above touched the session, so it is still alive
    expect(await alive(token)).toBe(true);
    t.clock.advance(t.deps.config.sessionIdleMs);
    expect(await alive(token)).toBe(false);
  });

  it('expires at the absolute limit even when used all the time', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t, member.login_name);
    const step = t.deps.config.sessionIdleMs / 2;
    let elapsed = 0;
    while (elapsed + step < t.deps.config.sessionMaxMs) {
      t.clock.advance(step);
      elapsed += step;
      expect(await alive(token)).toBe(true);
    }
    t.clock.advance(t.deps.config.sessionMaxMs - elapsed);
    expect(await alive(token)).toBe(false);
  });

  it('writes last-seen at most once per touch interval', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(t, member.login_name);
    const lastSeen = () =>
      t.db
        .selectFrom('member_session')
        .select('last_seen_at')
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
    const before = (await lastSeen()).last_seen_at.getTime();
    t.clock.advance(TOUCH_INTERVAL_MS / 2);
    await alive(token);
    expect((await lastSeen()).last_seen_at.getTime()).toBe(before);
    t.clock.advance(TOUCH_INTERVAL_MS);
    await alive(token);
    expect((await lastSeen()).last_seen_at.getTime()).toBe(t.clock.now.getTime());
  });
});
