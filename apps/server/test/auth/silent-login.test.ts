import { AUTH_LIMITS, AUTH_PATHS, loginResultSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSilentTicket } from '../../src/modules/auth/silent-ticket.js';
import { OPS_COMMANDS } from '../../src/ops/commands/index.js';
import { silentTicketCommand } from '../../src/ops/commands/silent-ticket.js';
import { createMember } from '../helpers/factories.js';
import { opsContext } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { api, errorOf, freshAddress } from './auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
});
afterAll(async () => t.close());

const secret = () => t.deps.config.silentLoginSecret;

function ticketFor(loginName: string, companyCode = 'US', at = t.clock.now) {
  return mintSilentTicket(secret(), { loginName, companyCode }, at);
}

function post(path: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: api(path),
    payload: body as Record<string, unknown>,
    remoteAddress: freshAddress(),
  });
}

const silent = (ticket: unknown) => post(AUTH_PATHS.silentLogin, { ticket });

function expectInvalid(res: Awaited<ReturnType<typeof silent>>) {
  expect(res.statusCode).toBe(401);
  expect(errorOf(res).data.error).toBe('ticketInvalid');
}

describe('POST /bo/silentLogin', () => {
  it('logs the member in with isFromOss yes', async () => {
    const member = await createMember(t.db, { login_name: 'ossUser' });
    const res = await silent(ticketFor('ossUser'));
    expect(res.statusCode).toBe(200);
    const data = loginResultSchema.parse(res.json().data);
    expect(data).toMatchObject({ memberId: member.id, isFromOss: 'yes' });
    const session = await t.db
      .selectFrom('member_session')
      .select('is_from_oss')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(session.is_from_oss).toBe(true);
  });

  it('refuses a replayed ticket', async () => {
    await createMember(t.db, { login_name: 'replay1' });
    const ticket = ticketFor('replay1');
    expect((await silent(ticket)).statusCode).toBe(200);
    expectInvalid(await silent(ticket));
  });

  it('refuses an expired ticket', async () => {
    await createMember(t.db, { login_name: 'late1' });
    const ticket = ticketFor('late1');
    t.clock.advance(AUTH_LIMITS.silentTicketTtlS * 1000);
    expectInvalid(await silent(ticket));
  });

  it('refuses a tampered ticket or one signed with another secret', async () => {
    await createMember(t.db, { login_name: 'victim1' });
    await createMember(t.db, { login_name: 'attacker1' });
    const [, signature] = ticketFor('attacker1').split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({
        sub: 'victim1',
        cc: 'US',
        jti: 'x'.repeat(32),
        iat: Math.floor(t.clock.now.getTime() / 1000),
        exp: Math.floor(t.clock.now.getTime() / 1000) + 30,
      }),
    ).toString('base64url');
    expectInvalid(await silent(`${forgedClaims}.${signature}`));
    const otherSecret = mintSilentTicket(
      'another-secret-another-secret-another',
      { loginName: 'victim1', companyCode: 'US' },
      t.clock.now,
    );
    expectInvalid(await silent(otherSecret));
    expectInvalid(await silent('not-a-ticket'));
  });

  it('refuses an unknown member or a company mismatch', async () => {
    await createMember(t.db, { login_name: 'myUser', company_code: 'MY' });
    expectInvalid(await silent(ticketFor('ghost-user')));
    expectInvalid(await silent(ticketFor('myUser', 'US')));
    expect((await silent(ticketFor('myUser', 'MY'))).statusCode).toBe(200);
  });

  it('refuses a frozen member', async () => {
    await createMember(t.db, { login_name: 'iceOss', status: 20 });
    const res = await silent(ticketFor('iceOss'));
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).data.error).toBe('memberFrozen');
  });

  it('bad input → 400', async () => {
    for (const body of [{}, { ticket: 5 }, { ticket: 'x'.repeat(5000) }]) {
      const res = await post(AUTH_PATHS.silentLogin, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).data.fields?.[0]?.path).toBe('body.ticket');
    }
  });
});

describe('POST /bo/vcardSilentLogin', () => {
  it('logs in with a ticket like silent login, also single use', async () => {
    await createMember(t.db, { login_name: 'vcard1' });
    const ticket = ticketFor('vcard1');
    const res = await post(AUTH_PATHS.vcardSilentLogin, { ticket });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isFromOss).toBe('yes');
    expectInvalid(await post(AUTH_PATHS.vcardSilentLogin, { ticket }));
  });
});

describe('ops silent-ticket', () => {
  function run(args: string[]) {
    const lines: string[] = [];
    return silentTicketCommand.run(opsContext(t, lines), args).then((code) => ({ code, lines }));
  }

  it('is listed among the operator commands', () => {
    expect(OPS_COMMANDS.map((c) => c.name)).toContain('silent-ticket');
  });

  it('mints a ticket and URL that log the member in once', async () => {
    await createMember(t.db, { login_name: 'OpsTarget' });
    // the command uses the real clock; bring the test clock back to it
    t.clock.now = new Date();
    const { code, lines } = await run(['opstarget']);
    expect(code).toBe(0);
    const url = lines.find((l) => l.startsWith('url: '))?.slice(5) ?? '';
    expect(url).toMatch(/^https:\/\/portal\.example\.com\/silentLogin\?ticket=/);
    const ticket = new URL(url).searchParams.get('ticket') ?? '';
    expect(lines).toContain(`ticket: ${ticket}`);
    const res = await silent(ticket);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.loginName).toBe('OpsTarget');
  });

  it('fails with exit code 1 for an unknown login and 2 without one', async () => {
    const unknown = await run(['no-such-login']);
    expect(unknown.code).toBe(1);
    expect(unknown.lines.join('\n')).toContain('no member');
    expect((await run([])).code).toBe(2);
  });
});
