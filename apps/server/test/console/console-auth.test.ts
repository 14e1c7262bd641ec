import { MEMBER_PATHS } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../src/modules/operator/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, walletMember } from '../wallet/factories.js';
import {
  codeNow,
  consoleCall,
  newOperator,
  OPERATOR_PASSWORD,
  operatorSession,
  signIn,
} from './console-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (loginName: string, password = OPERATOR_PASSWORD, remoteAddress?: string) =>
  consoleCall(t, 'POST', '/auth/login', { body: { loginName, password }, remoteAddress });

describe('operator sign-in', () => {
  it('enrols an authenticator at the first sign-in, with ten recovery codes, then asks for the code', async () => {
    const name = await newOperator(t, ['support'], { enrolled: false });
    const first = await login(name);
    expect(first.json().data.stage).toBe('enrol');
    const { secret, otpauthUrl } = first.json().data.enrolment;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await consoleCall(t, 'POST', '/auth/verify', {
      body: { ticket: first.json().data.ticket, code: '000000' },
    });
    expect(wrong.json().code).not.toBe(0);
    expect(wrong.json().msg).toMatch(/code is not right/);
    const verify = await consoleCall(t, 'POST', '/auth/verify', {
      body: { ticket: first.json().data.ticket, code: totpCodeAt(secret, t.clock.now) },
    });
    expect(verify.json().code).toBe(0);
    const { token, recoveryCodes, operator } = verify.json().data;
    expect(recoveryCodes).toHaveLength(10);
    expect(operator.permissions).toContain('member:view');
    expect(operator.permissions).not.toContain('withdrawal:approve');
    const me = await consoleCall(t, 'GET', '/auth/me', { token });
    expect(me.json().data.loginName).toBe(name);

    const second = await login(name);
    expect(second.json().data).toMatchObject({ stage: 'totp', enrolment: null });
    // a recovery code opens a session once
    const recovery = recoveryCodes[0] as string;
    const withRecovery = await consoleCall(t, 'POST', '/auth/verify', {
      body: { ticket: second.json().data.ticket, code: recovery.toUpperCase() },
    });
    expect(withRecovery.json().code).toBe(0);
    const third = await login(name);
    const reused = await consoleCall(t, 'POST', '/auth/verify', {
      body: { ticket: third.json().data.ticket, code: recovery },
    });
    expect(reused.statusCode).toBe(422);
  });

  it('accepts a code once: the same code again is refused', async () => {
    const name = await newOperator(t, ['finance']);
    t.clock.advance(30_000);
    const code = codeNow(t);
    const a = await login(name);
    const ok = await consoleCall(t, 'POST', '/auth/verify', {
      body: { ticket: a.json().data.ticket, code },
    });
    expect(ok.json().code).toBe(0);
    const b = await login(name);
    const replay = await consoleCall(t, 'POST', '/auth/verify', {
      body: { ticket: b.json().data.ticket, code },
    });
    expect(replay.statusCode).toBe(422);
  });

  it('answers an unknown name and a wrong password alike', async () => {
    const name = await newOperator(t, ['support']);
    const unknown = await login('nobody-here');
    const wrong = await login(name, 'Wrong1234');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json().msg).toBe(wrong.json().msg);
  });

  it('locks only the address that failed five times, for 15 minutes', async () => {
    const name = await newOperator(t, ['support']);
    for (let i = 0; i < 5; i++) await login(name, 'Wrong1234', '10.0.0.9');
    const locked = await login(name, OPERATOR_PASSWORD, '10.0.0.9');
    expect(locked.statusCode).toBe(429);
    // the operator at their own desk is not locked out by someone elsewhere
    expect((await login(name, OPERATOR_PASSWORD, '10.0.0.10')).json().code).toBe(0);
    t.clock.advance(16 * 60_000);
    expect((await login(name, OPERATOR_PASSWORD, '10.0.0.9')).json().code).toBe(0);
  });

  it('ends a session after 15 minutes idle and after sign-out', async () => {
    const { token } = await operatorSession(t, ['support']);
    t.clock.advance(14 * 60_000);
    expect((await consoleCall(t, 'GET', '/auth/me', { token })).statusCode).toBe(200);
    t.clock.advance(16 * 60_000);
    expect((await consoleCall(t, 'GET', '/auth/me', { token })).statusCode).toBe(401);
    const other = await signIn(t, (await operatorSession(t, ['support'])).login);
    await consoleCall(t, 'POST', '/auth/logout', { token: other });
    expect((await consoleCall(t, 'GET', '/auth/me', { token: other })).statusCode).toBe(401);
  });

  it('ends a session at 8 hours even when busy', async () => {
    const { token } = await operatorSession(t, ['support']);
    for (let hour = 0; hour < 8; hour++) {
      for (let i = 0; i < 6; i++) {
        t.clock.advance(10 * 60_000);
        await consoleCall(t, 'GET', '/auth/me', { token });
      }
    }
    expect((await consoleCall(t, 'GET', '/auth/me', { token })).statusCode).toBe(401);
  });
});

describe("an operator's own password", () => {
  it('changes with the current password and a fresh code; other sessions end, this one stays', async () => {
    const name = await newOperator(t, ['support']);
    const other = await signIn(t, name);
    const token = await signIn(t, name);
    const change = (body: object) => {
      t.clock.advance(30_000);
      return consoleCall(t, 'POST', '/auth/password', {
        token,
        body: { code: codeNow(t), ...body },
      });
    };
    const wrong = await change({ currentPassword: 'Wrong1234', newPassword: 'Brand-new-1234' });
    expect(wrong.json().data.error).toBe('passwordIncorrect');
    const same = await change({
      currentPassword: OPERATOR_PASSWORD,
      newPassword: OPERATOR_PASSWORD,
    });
    expect(same.json().data.error).toBe('passwordSameAsOld');
    const ok = await change({ currentPassword: OPERATOR_PASSWORD, newPassword: 'Brand-new-1234' });
    expect(ok.json().code).toBe(0);
    expect((await consoleCall(t, 'GET', '/auth/me', { token })).statusCode).toBe(200);
    expect((await consoleCall(t, 'GET', '/auth/me', { token: other })).statusCode).toBe(401);
    expect((await login(name)).statusCode).toBe(422);
    expect((await login(name, 'Brand-new-1234')).json().code).toBe(0);
  });
});

describe('the two APIs keep their sessions apart', () => {
  it('a member token opens nothing in the console, an operator token nothing in the portal', async () => {
    const { token: memberToken } = await walletMember(t);
    const me = await t.app.inject({
      method: 'GET',
      url: '/console-api/auth/me',
      headers: { token: memberToken, 'x-console-token': memberToken },
    });
    expect(me.statusCode).toBe(401);
    const { token } = await operatorSession(t, ['admin']);
    const member = await call(t, 'GET', MEMBER_PATHS.currentUserInfo, { token });
    expect(member.statusCode).toBe(401);
  });
});

describe('the audit trail', () => {
  it('refuses updates and deletes: it is append-only', async () => {
    await newOperator(t, ['support']);
    await expect(sql`update audit_entry set reason = 'edited'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_entry`.execute(t.db)).rejects.toThrow(/append-only/);
    const count = await t.db
      .selectFrom('audit_entry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  });
});
