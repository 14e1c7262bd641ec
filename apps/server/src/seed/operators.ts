import type { BuiltInRole } from '@portal/contract';
import type { AppDeps } from '../deps.js';
import { addOperator, hasAnyOperator } from '../modules/operator/index.js';
import { DEMO_PASSWORD } from './demo-accounts.js';

/**
 * The demo's authenticator secret, published in the README so a newcomer can add it to any
 * authenticator app (or print the current code with `npm run ops -- operator:demo-code`). For
 * the demo only: a real operator enrols their own secret at their first sign-in.
 */
export const DEMO_TOTP_SECRET = 'DEMOCONSOLEPORTALTOTPSECRET23456';

const DEMO_OPERATORS: Array<{ login: BuiltInRole; name: string }> = [
  { login: 'admin', name: 'Alex Admin' },
  { login: 'finance', name: 'Fiona Finance' },
  { login: 'support', name: 'Sam Support' },
  { login: 'fulfilment', name: 'Felix Fulfilment' },
  { login: 'content', name: 'Connie Content' },
];

/** One operator per built-in role, named after it, once (a database with operators is left as it is). */
export async function seedDemoOperators(deps: Pick<AppDeps, 'db' | 'now' | 'hasher' | 'config'>) {
  if (await hasAnyOperator(deps)) return;
  for (const o of DEMO_OPERATORS) {
    await addOperator(
      { ...deps, encryptionKey: deps.config.encryptionKey },
      {
        loginName: o.login,
        displayName: o.name,
        password: DEMO_PASSWORD,
        roles: [o.login],
        companies: null,
        totpSecret: DEMO_TOTP_SECRET,
        // the demo's password is published in the README: a newcomer signs in and goes on
        temporaryPassword: false,
      },
      'seed',
    );
  }
}
