import {
  BUILT_IN_ROLES,
  BUILT_IN_ROLE_NAMES,
  CONSOLE_API_BASE_PATH,
  CONSOLE_API_CALLS,
  CONSOLE_TOKEN_HEADER,
  type BuiltInRole,
  type NamedConsoleCall,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSession } from '../console/console-helpers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addBank, call, fund, TEST_PIN, walletMember } from '../wallet/factories.js';

/**
 * The console's role matrix, derived from CONSOLE_API_CALLS: every built-in role against every
 * console call that needs a permission. A role holding the permission gets past the gate (any
 * answer but 401 and 403); a role without it gets 403 and the world is as it was. A new call
 * joins by being declared, and fails here until it has a request below. Runs on both engines.
 */
interface World {
  memberId: number;
  withdrawalId: number;
}

/** A request each call can be sent with; the money steps carry a wrong code so nothing moves. */
const REQUESTS: Record<string, (w: World) => { query?: Record<string, string>; body?: unknown }> = {
  'console.home': () => ({}),
  'console.withdrawals': () => ({}),
  'console.withdrawalDecide': () => ({ body: { reason: 'matrix', code: '000000' } }),
  'console.withdrawalPayout': () => ({ body: { reason: 'matrix', code: '000000' } }),
  'console.memberSearch': () => ({ query: { q: 'matrix' } }),
  'console.member': () => ({}),
  // unfreezing an active member changes nothing: the allowed roles leave the world as it was too
  'console.memberFreeze': () => ({ body: { frozen: false, reason: 'matrix' } }),
  'console.audit': () => ({}),
  'console.auditExport': () => ({}),
};

const PARAMS: Record<string, (w: World) => Record<string, string>> = {
  'console.withdrawalDecide': (w) => ({ id: String(w.withdrawalId), action: 'approve' }),
  'console.withdrawalPayout': (w) => ({ id: String(w.withdrawalId), action: 'process' }),
  'console.member': (w) => ({ id: String(w.memberId) }),
  'console.memberFreeze': (w) => ({ id: String(w.memberId) }),
};

const gated = CONSOLE_API_CALLS.filter(
  (c) => c.permission !== 'none' && c.permission !== 'signedIn',
);
const sessionCalls = CONSOLE_API_CALLS.filter((c) => c.access === 'operator');

let t: TestApp;
let world: World;
const tokens = new Map<BuiltInRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  const me = await walletMember(t, { login_name: 'MatrixMember' });
  const bank = await addBank(t, me.token);
  await fund(t.db, me.member, 'bonus', 1_000_000n);
  const res = await call(t, 'POST', '/wm/wallet/withdraw', {
    token: me.token,
    body: {
      account: 'bonus',
      amount: '100.00',
      bankAccountId: bank,
      paymentMethod: 'bankTransfer',
      pin: TEST_PIN,
    },
  });
  world = { memberId: me.member.id, withdrawalId: res.json().data.id as number };
  for (const role of BUILT_IN_ROLE_NAMES)
    tokens.set(role, (await operatorSession(t, [role])).token);
});
afterAll(() => t.close());

function send(c: NamedConsoleCall, token: string | null) {
  const request = REQUESTS[c.id]?.(world) ?? {};
  const params = PARAMS[c.id]?.(world) ?? {};
  const path = c.path.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? '1');
  return t.app.inject({
    method: c.method,
    url: `${CONSOLE_API_BASE_PATH}${path}`,
    query: request.query,
    headers: token ? { [CONSOLE_TOKEN_HEADER]: token } : {},
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
}

/** What a refused call must leave as it was. */
async function snapshot() {
  const [withdrawal, member, audit] = await Promise.all([
    t.db
      .selectFrom('wallet_withdrawal')
      .select('status')
      .where('id', '=', world.withdrawalId)
      .executeTakeFirstOrThrow(),
    t.db
      .selectFrom('member')
      .select('status')
      .where('id', '=', world.memberId)
      .executeTakeFirstOrThrow(),
    t.db
      .selectFrom('audit_entry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { withdrawal: withdrawal.status, member: member.status, audit: Number(audit.n) };
}

describe('console role matrix', () => {
  it('has a request for every console call that needs a permission', () => {
    expect(gated.filter((c) => !REQUESTS[c.id]).map((c) => c.id)).toEqual([]);
  });

  it.each(sessionCalls.map((c) => [c.id, c] as const))(
    '%s refuses a request without a session (401)',
    async (_id, c) => {
      expect((await send(c, null)).statusCode).toBe(401);
    },
  );

  const cells = gated.flatMap((c) => BUILT_IN_ROLE_NAMES.map((role) => [c.id, role, c] as const));
  it.each(cells)('%s as %s', async (_id, role, c) => {
    const allowed = (BUILT_IN_ROLES[role] as readonly string[]).includes(c.permission);
    const before = await snapshot();
    const res = await send(c, tokens.get(role)!);
    if (allowed) {
      expect([401, 403], `${c.id} as ${role}: ${res.body}`).not.toContain(res.statusCode);
    } else {
      expect(res.statusCode, `${c.id} as ${role}: ${res.body}`).toBe(403);
      expect(await snapshot()).toEqual(before);
    }
  });
});
