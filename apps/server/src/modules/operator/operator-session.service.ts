import { OPERATOR_SESSION } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { OperatorContext } from '../../lib/console-policy.js';
import { hashToken } from '../../lib/crypto.js';
import {
  deleteSession,
  findOperatorById,
  findSession,
  permissionsOfRoles,
  touchSession,
} from './operator.repository.js';
import { checkCode } from './operator-code.js';
import { openTotpSecret } from './operator-secrets.js';

/** The last-seen stamp is written at most once a minute: idle time is counted to the minute. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The operator of a console session token, or null when the token is unknown, idle for more
 * than 15 minutes, past its 8 hours, or its operator is disabled. Read fresh on every request,
 * so a disabled operator or a changed role takes effect on the next call.
 */
export async function resolveOperatorSession(
  deps: Pick<AppDeps, 'db' | 'now'>,
  token: string,
  address: string | null,
): Promise<OperatorContext | null> {
  const tokenHash = hashToken(token);
  const session = await findSession(deps.db, tokenHash);
  const now = deps.now();
  if (!session || session.expires_at <= now) return null;
  if (now.getTime() - session.last_seen_at.getTime() > OPERATOR_SESSION.idleMinutes * 60_000) {
    await deleteSession(deps.db, tokenHash);
    return null;
  }
  const operator = await findOperatorById(deps.db, session.operator_id);
  if (!operator || operator.disabled_at) return null;
  if (now.getTime() - session.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    await touchSession(deps.db, tokenHash, now);
  }
  return {
    id: operator.id,
    loginName: operator.login_name,
    roles: operator.roles,
    permissions: new Set(await permissionsOfRoles(deps.db, operator.roles)),
    companies: operator.companies,
    passwordChangeRequired: operator.password_change_required,
    address,
  };
}

/** Ends the session of this request. */
export async function operatorLogout(deps: Pick<AppDeps, 'db'>, token: string): Promise<null> {
  await deleteSession(deps.db, hashToken(token));
  return null;
}

/**
 * Step-up: a money action carries a fresh code from the operator's authenticator, checked here
 * even within a live session (a recovery code does not do for this).
 */
export async function confirmStepUp(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  operator: OperatorContext,
  code: string,
): Promise<void> {
  const row = await findOperatorById(deps.db, operator.id);
  if (!row?.totp_secret_enc) throw new AppError('totpInvalid');
  const secret = openTotpSecret(deps.config.encryptionKey, row.id, row.totp_secret_enc);
  if (!(await checkCode(deps, row.id, secret, code, false))) throw new AppError('totpInvalid');
}
