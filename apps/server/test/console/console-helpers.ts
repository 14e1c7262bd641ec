import { CONSOLE_API_BASE_PATH, CONSOLE_TOKEN_HEADER, type BuiltInRole } from '@portal/contract';
import { addOperator, ensureBuiltInRoles, totpCodeAt } from '../../src/modules/operator/index.js';
import type { TestApp } from '../helpers/test-app.js';

/** A base32 secret of 160 bits, as an authenticator stores it. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const OPERATOR_PASSWORD = 'Operator123';

let serial = 0;

/** Adds an enrolled operator of `roles` (all companies unless given). */
export async function newOperator(
  t: TestApp,
  roles: BuiltInRole[],
  opts: { companies?: string[] | null; enrolled?: boolean; login?: string } = {},
) {
  await ensureBuiltInRoles(t.deps);
  const loginName = opts.login ?? `op${++serial}${roles.join('')}`;
  await addOperator(
    { ...t.deps, encryptionKey: t.deps.config.encryptionKey },
    {
      loginName,
      displayName: `Operator ${loginName}`,
      password: OPERATOR_PASSWORD,
      roles,
      companies: opts.companies ?? null,
      totpSecret: opts.enrolled === false ? undefined : TEST_TOTP_SECRET,
      // the tests' operators chose their password (a temporary one is its own test)
      temporaryPassword: false,
    },
    'test',
  );
  return loginName;
}

/** A console request; `token` is the operator session's. */
export function consoleCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  opts: {
    token?: string;
    body?: unknown;
    query?: Record<string, string>;
    remoteAddress?: string;
    headers?: Record<string, string>;
  } = {},
) {
  return t.app.inject({
    method,
    url: `${CONSOLE_API_BASE_PATH}${path}`,
    query: opts.query,
    headers: { ...opts.headers, ...(opts.token ? { [CONSOLE_TOKEN_HEADER]: opts.token } : {}) },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
}

/** The code the test secret shows now, or `steps` time steps later (each code is good once). */
export function codeNow(t: TestApp, steps = 0): string {
  return totpCodeAt(TEST_TOTP_SECRET, new Date(t.clock.now.getTime() + steps * 30_000));
}

/** Signs an enrolled operator in (password, then code); the session token. */
export async function signIn(t: TestApp, loginName: string): Promise<string> {
  const login = await consoleCall(t, 'POST', '/auth/login', {
    body: { loginName, password: OPERATOR_PASSWORD },
  });
  if (login.json().code !== 0) throw new Error(login.body);
  // a fresh time step for every sign-in: a code is good once per operator
  t.clock.advance(30_000);
  const verify = await consoleCall(t, 'POST', '/auth/verify', {
    body: { ticket: login.json().data.ticket, code: codeNow(t) },
  });
  if (verify.json().code !== 0) throw new Error(verify.body);
  return verify.json().data.token as string;
}

/** An operator of `roles`, signed in. */
export async function operatorSession(
  t: TestApp,
  roles: BuiltInRole[],
  opts: { companies?: string[] | null } = {},
) {
  const login = await newOperator(t, roles, opts);
  return { login, token: await signIn(t, login) };
}
