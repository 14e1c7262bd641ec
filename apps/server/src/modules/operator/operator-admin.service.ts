import { BUILT_IN_ROLES } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { recordAudit } from '../audit/index.js';
import {
  countOperators,
  deleteSessionsOf,
  findOperatorByLogin,
  insertOperator,
  replaceRecoveryCodes,
  updateOperator,
  upsertRole,
} from './operator.repository.js';
import { sealTotpSecret } from './operator-secrets.js';

/** The encryption key is needed only to store an enrolled secret (the demo seed). */
type AdminDeps = Pick<AppDeps, 'db' | 'now' | 'hasher'> & { encryptionKey?: string };

/** Writes the built-in roles (start and seed): their permissions follow the contract's list. */
export async function ensureBuiltInRoles(deps: Pick<AppDeps, 'db'>): Promise<void> {
  for (const [name, permissions] of Object.entries(BUILT_IN_ROLES)) {
    await upsertRole(deps.db, name, permissions, true);
  }
}

export class OperatorInputError extends Error {}

export interface NewOperator {
  loginName: string;
  displayName: string;
  password: string;
  roles: string[];
  companies: string[] | null;
  /** a TOTP secret already enrolled (the demo seed); otherwise enrolment at first sign-in */
  totpSecret?: string;
  /** false for a password the operator chose (the demo's published one); else changed at first sign-in */
  temporaryPassword?: boolean;
}

/** Adds an operator (CLI and seed); audited as a CLI action by `by`. */
export async function addOperator(deps: AdminDeps, input: NewOperator, by: string) {
  const unknown = input.roles.filter((r) => !(r in BUILT_IN_ROLES));
  if (unknown.length) throw new OperatorInputError(`unknown role(s): ${unknown.join(', ')}`);
  if (input.password.length < 8)
    throw new OperatorInputError('the password needs 8 characters or more');
  if (await findOperatorByLogin(deps.db, input.loginName)) {
    throw new OperatorInputError(`operator ${input.loginName} exists`);
  }
  const hash = await deps.hasher.hash(input.password);
  return inTransaction(deps.db, async (trx) => {
    const { id } = await insertOperator(trx, {
      login_name: input.loginName,
      display_name: input.displayName,
      password_hash: hash,
      roles: input.roles,
      companies: input.companies,
      totp_secret_enc: null,
      totp_enrolled_at: null,
      password_change_required: input.temporaryPassword ?? true,
    });
    if (input.totpSecret && deps.encryptionKey) {
      const sealed = sealTotpSecret(deps.encryptionKey, id, input.totpSecret);
      await updateOperator(trx, id, { totp_secret_enc: sealed, totp_enrolled_at: deps.now() });
    }
    await recordAudit(trx, {
      operator: by,
      source: 'cli',
      action: 'operator:add',
      target: `operator:${input.loginName}`,
      outcome: 'ok',
      after: { roles: input.roles, companies: input.companies },
      at: deps.now(),
    });
    return id;
  });
}

async function operatorNamed(deps: Pick<AppDeps, 'db'>, loginName: string) {
  const operator = await findOperatorByLogin(deps.db, loginName);
  if (!operator) throw new OperatorInputError(`no operator ${loginName}`);
  return operator;
}

/** Disables an operator and ends their sessions at once. */
export async function disableOperator(
  deps: AdminDeps,
  loginName: string,
  by: string,
  reason: string,
) {
  const operator = await operatorNamed(deps, loginName);
  await inTransaction(deps.db, async (trx) => {
    await updateOperator(trx, operator.id, { disabled_at: deps.now() });
    await deleteSessionsOf(trx, operator.id);
    await recordAudit(trx, {
      operator: by,
      source: 'cli',
      action: 'operator:disable',
      target: `operator:${operator.login_name}`,
      reason,
      outcome: 'ok',
      at: deps.now(),
    });
  });
}

/** Clears an operator's authenticator: they enrol again at their next sign-in. */
export async function resetOperatorTotp(
  deps: AdminDeps,
  loginName: string,
  by: string,
  reason: string,
) {
  const operator = await operatorNamed(deps, loginName);
  await inTransaction(deps.db, async (trx) => {
    await updateOperator(trx, operator.id, {
      totp_secret_enc: null,
      totp_pending_enc: null,
      totp_enrolled_at: null,
    });
    await replaceRecoveryCodes(trx, operator.id, []);
    await deleteSessionsOf(trx, operator.id);
    await recordAudit(trx, {
      operator: by,
      source: 'cli',
      action: 'operator:reset-2fa',
      target: `operator:${operator.login_name}`,
      reason,
      outcome: 'ok',
      at: deps.now(),
    });
  });
}

/** Whether any operator exists (the demo seed adds its own only to an empty table). */
export async function hasAnyOperator(deps: Pick<AppDeps, 'db'>): Promise<boolean> {
  return (await countOperators(deps.db)) > 0;
}
