import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { codeNow, consoleCall, newOperator, operatorSession, signIn } from './console-helpers.js';

let t: TestApp;
let admin: { login: string; token: string };
let adminUs: string;
let finance: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorSession(t, ['admin']);
  adminUs = (await operatorSession(t, ['admin'], { companies: ['US'] })).token;
  finance = (await operatorSession(t, ['finance'])).token;
});
afterAll(() => t.close());

/** A change with a fresh code (each code is good once per operator). */
function change(path: string, body: object, token = admin.token) {
  t.clock.advance(30_000);
  return consoleCall(t, 'POST', path, {
    token,
    body: { reason: 'staff change', code: codeNow(t), ...body },
  });
}

const trail = (target: string) =>
  t.db.selectFrom('audit_entry').selectAll().where('target', '=', target).orderBy('id').execute();

describe('operators from the console', () => {
  it('adds an operator who then enrols at the first sign-in; audited', async () => {
    const added = await change('/operators', {
      loginName: 'jane.doe',
      displayName: 'Jane Doe',
      password: 'Temporary123',
      roles: ['support'],
      companies: ['US'],
    });
    expect(added.json().code).toBe(0);
    const login = await consoleCall(t, 'POST', '/auth/login', {
      body: { loginName: 'jane.doe', password: 'Temporary123' },
    });
    expect(login.json().data.stage).toBe('enrol');
    const list = await consoleCall(t, 'GET', '/operators', {
      token: admin.token,
      query: { pageSize: '100' },
    });
    expect(list.json().data.list).toContainEqual(
      expect.objectContaining({
        loginName: 'jane.doe',
        roles: ['support'],
        companies: ['US'],
        enrolled: false,
      }),
    );
    expect((await trail('operator:jane.doe')).map((e) => [e.action, e.operator, e.source])).toEqual(
      [['operator:add', admin.login, 'console']],
    );
    // the administrator chose the password: jane changes it before anything else
    const row = await t.db
      .selectFrom('operator')
      .select('password_change_required')
      .where('login_name', '=', 'jane.doe')
      .executeTakeFirstOrThrow();
    expect(row.password_change_required).toBe(true);
  });

  it('keeps an operator with a temporary password to their own calls until they change it', async () => {
    const name = await newOperator(t, ['finance']);
    await t.db
      .updateTable('operator')
      .set({ password_change_required: true })
      .where('login_name', '=', name)
      .execute();
    const token = await signIn(t, name);
    const home = await consoleCall(t, 'GET', '/home', { token });
    expect(home.statusCode).toBe(403);
    expect(home.json().data.error).toBe('passwordChangeRequired');
    expect(home.json().msg).toMatch(/change the password/i);
    const me = await consoleCall(t, 'GET', '/auth/me', { token });
    expect(me.json().data).toMatchObject({ loginName: name, passwordChangeRequired: true });
    t.clock.advance(30_000);
    const changed = await consoleCall(t, 'POST', '/auth/password', {
      token,
      body: { currentPassword: 'Operator123', newPassword: 'My-own-password-1', code: codeNow(t) },
    });
    expect(changed.json().code).toBe(0);
    expect((await consoleCall(t, 'GET', '/home', { token })).statusCode).toBe(200);
    const after = await consoleCall(t, 'GET', '/auth/me', { token });
    expect(after.json().data.passwordChangeRequired).toBe(false);
  });

  it('changes roles, disables (ending the sessions) and enables again', async () => {
    const login = await newOperator(t, ['support']);
    const token = await signIn(t, login);
    const id = (await consoleCall(t, 'GET', '/auth/me', { token })).json().data.id as number;
    expect(
      (
        await change(`/operators/${id}`, { roles: ['support', 'fulfilment'], companies: null })
      ).json().code,
    ).toBe(0);
    expect((await consoleCall(t, 'GET', '/auth/me', { token })).json().data.roles).toEqual([
      'support',
      'fulfilment',
    ]);
    expect((await change(`/operators/${id}/disable`, {})).json().code).toBe(0);
    expect((await consoleCall(t, 'GET', '/auth/me', { token })).statusCode).toBe(401);
    expect((await change(`/operators/${id}/enable`, {})).json().code).toBe(0);
    expect((await trail(`operator:${login}`)).map((e) => e.action)).toEqual([
      'operator:add',
      'operator:update',
      'operator:disable',
      'operator:enable',
    ]);
  });

  it("refuses an administrator's change of their own account, an unknown role and a wrong code", async () => {
    const me = (await consoleCall(t, 'GET', '/auth/me', { token: admin.token })).json().data
      .id as number;
    const self = await change(`/operators/${me}/disable`, {});
    expect(self.json().data.error).toBe('operatorSelf');
    const other = await newOperator(t, ['content']);
    const list = await consoleCall(t, 'GET', '/operators', {
      token: admin.token,
      query: { pageSize: '100' },
    });
    const id = (list.json().data.list as { id: number; loginName: string }[]).find(
      (o) => o.loginName === other,
    )!.id;
    const unknown = await change(`/operators/${id}`, { roles: ['wizard'], companies: null });
    expect(unknown.json().data.error).toBe('unknownRole');
    const wrong = await consoleCall(t, 'POST', `/operators/${id}/disable`, {
      token: admin.token,
      body: { reason: 'x', code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const after = await consoleCall(t, 'GET', '/operators', {
      token: admin.token,
      query: { pageSize: '100' },
    });
    expect(
      (after.json().data.list as { id: number; disabledAt: string | null }[]).find(
        (o) => o.id === id,
      )!.disabledAt,
    ).toBeNull();
  });

  it('composes a role; the built-in ones are refused', async () => {
    const saved = await change('/roles', {
      name: 'auditor',
      permissions: ['audit:view', 'home:view'],
    });
    expect(saved.json().data).toMatchObject({
      name: 'auditor',
      builtIn: false,
      permissions: ['audit:view', 'home:view'],
    });
    const login = await newOperator(t, ['support']);
    const list = await consoleCall(t, 'GET', '/operators', {
      token: admin.token,
      query: { pageSize: '100' },
    });
    const id = (list.json().data.list as { id: number; loginName: string }[]).find(
      (o) => o.loginName === login,
    )!.id;
    expect(
      (await change(`/operators/${id}`, { roles: ['auditor'], companies: null })).json().code,
    ).toBe(0);
    const builtIn = await change('/roles', { name: 'finance', permissions: ['home:view'] });
    expect(builtIn.json().data.error).toBe('roleBuiltIn');
  });

  it('is for administrators of every company only', async () => {
    expect((await consoleCall(t, 'GET', '/operators', { token: finance })).statusCode).toBe(403);
    expect((await consoleCall(t, 'GET', '/operators', { token: adminUs })).statusCode).toBe(403);
    expect((await consoleCall(t, 'GET', '/roles', { token: adminUs })).statusCode).toBe(403);
  });
});
