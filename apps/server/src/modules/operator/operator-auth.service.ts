import {
  OPERATOR_LOCKOUT,
  OPERATOR_SESSION,
  type ConsolePermission,
  type OperatorView,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { OperatorContext } from '../../lib/console-policy.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { DUMMY_HASH_INPUT } from '../../lib/password.js';
import { inTransaction } from '../../db/transaction.js';
import {
  clearLoginFailures,
  countLoginFailure,
  deleteOtherSessions,
  deleteTicket,
  findLoginFailure,
  findOperatorById,
  findOperatorByLogin,
  findTicket,
  insertSession,
  insertTicket,
  lockLogin,
  permissionsOfRoles,
  replaceRecoveryCodes,
  updateOperator,
  type OperatorRow,
} from './operator.repository.js';
import {
  newRecoveryCodes,
  openTotpSecret,
  recoveryCodeHash,
  sealTotpSecret,
} from './operator-secrets.js';
import { newTotpSecret, otpauthUrl } from './operator-totp.js';
import { checkCode } from './operator-code.js';
import { confirmStepUp } from './operator-session.service.js';
import { consoleAudit, recordAudit } from '../audit/index.js';

type AuthDeps = Pick<AppDeps, 'db' | 'now' | 'hasher' | 'config'>;

const minutes = (n: number) => n * 60_000;

let dummyHash: Promise<string> | undefined;

/** Refuses while this address is locked out of this operator; the lock ends by itself. */
async function refuseWhileLocked(deps: AuthDeps, operatorId: number, address: string) {
  const failure = await findLoginFailure(deps.db, operatorId, address);
  if (failure?.locked_until && failure.locked_until > deps.now()) {
    throw new AppError('accountLocked');
  }
}

/** Counts a failure from this address; the fifth in a row locks it for 15 minutes. */
export async function countFailure(deps: AuthDeps, operatorId: number, address: string) {
  const count = await countLoginFailure(deps.db, operatorId, address);
  if (count >= OPERATOR_LOCKOUT.failures) {
    await lockLogin(
      deps.db,
      operatorId,
      address,
      new Date(deps.now().getTime() + minutes(OPERATOR_LOCKOUT.lockMinutes)),
    );
  }
}

const usable = (o: OperatorRow | undefined): o is OperatorRow => !!o && o.disabled_at === null;

/**
 * The first step: the password. An unknown name, a disabled operator and a wrong password answer
 * alike (and cost alike). Right, it answers a short-lived ticket for the code, and, for an
 * operator not yet enrolled, a new secret to add to an authenticator.
 */
export async function operatorLogin(
  deps: AuthDeps,
  body: { loginName: string; password: string },
  address: string,
) {
  const operator = await findOperatorByLogin(deps.db, body.loginName);
  if (!usable(operator)) {
    dummyHash ??= deps.hasher.hash(DUMMY_HASH_INPUT);
    await deps.hasher.verify(await dummyHash, body.password);
    throw new AppError('badCredentials');
  }
  await refuseWhileLocked(deps, operator.id, address);
  if (!(await deps.hasher.verify(operator.password_hash, body.password))) {
    await countFailure(deps, operator.id, address);
    throw new AppError('badCredentials');
  }
  const ticket = newToken();
  const expires = new Date(deps.now().getTime() + minutes(OPERATOR_SESSION.ticketMinutes));
  await insertTicket(deps.db, hashToken(ticket), operator.id, expires);
  if (operator.totp_enrolled_at) return { stage: 'totp' as const, ticket, enrolment: null };
  const secret = newTotpSecret();
  const key = deps.config.encryptionKey;
  await updateOperator(deps.db, operator.id, {
    totp_pending_enc: sealTotpSecret(key, operator.id, secret),
  });
  return {
    stage: 'enrol' as const,
    ticket,
    enrolment: { secret, otpauthUrl: otpauthUrl(secret, operator.login_name) },
  };
}

/** The operator as the console shows them, with the permissions of their roles. */
export async function operatorView(
  deps: Pick<AppDeps, 'db'>,
  operator: OperatorRow,
): Promise<OperatorView> {
  const permissions = await permissionsOfRoles(deps.db, operator.roles);
  return {
    id: operator.id,
    loginName: operator.login_name,
    displayName: operator.display_name,
    roles: operator.roles,
    permissions: permissions as ConsolePermission[],
    companies: operator.companies,
    passwordChangeRequired: operator.password_change_required,
  };
}

/** The signed-in operator, read fresh (roles may have changed since the session began). */
export async function currentOperator(deps: Pick<AppDeps, 'db'>, ctx: OperatorContext) {
  const operator = await findOperatorById(deps.db, ctx.id);
  if (!operator) throw new AppError('unauthorized');
  return operatorView(deps, operator);
}

/** Confirms a pending enrolment: the pending secret becomes the secret, and ten recovery codes. */
async function finishEnrolment(deps: AuthDeps, operator: OperatorRow, code: string) {
  const key = deps.config.encryptionKey;
  if (!operator.totp_pending_enc) throw new AppError('operatorTicketInvalid');
  const secret = openTotpSecret(key, operator.id, operator.totp_pending_enc);
  const codes = newRecoveryCodes();
  await inTransaction(deps.db, async (trx) => {
    const tx = { ...deps, db: trx };
    if (!(await checkCode(tx, operator.id, secret, code, false))) throw new AppError('totpInvalid');
    await updateOperator(trx, operator.id, {
      totp_secret_enc: operator.totp_pending_enc,
      totp_pending_enc: null,
      totp_enrolled_at: deps.now(),
    });
    await replaceRecoveryCodes(trx, operator.id, codes.map(recoveryCodeHash));
  });
  return codes;
}

/**
 * The second step: a code from the authenticator (or a recovery code) for a ticket from the
 * first. Opens a session of 15 minutes idle, 8 hours at most. A wrong code counts as a failed
 * sign-in; the ticket stays good until it expires, so the operator may try again.
 */
export async function operatorVerify(
  deps: AuthDeps,
  body: { ticket: string; code: string },
  address: string,
) {
  const ticketHash = hashToken(body.ticket);
  const ticket = await findTicket(deps.db, ticketHash);
  if (!ticket || ticket.expires_at <= deps.now()) throw new AppError('operatorTicketInvalid');
  const operator = await findOperatorById(deps.db, ticket.operator_id);
  if (!usable(operator)) throw new AppError('operatorTicketInvalid');
  await refuseWhileLocked(deps, operator.id, address);
  let recoveryCodes: string[] | null = null;
  try {
    if (operator.totp_enrolled_at && operator.totp_secret_enc) {
      const secret = openTotpSecret(
        deps.config.encryptionKey,
        operator.id,
        operator.totp_secret_enc,
      );
      if (!(await checkCode(deps, operator.id, secret, body.code, true))) {
        throw new AppError('totpInvalid');
      }
    } else {
      recoveryCodes = await finishEnrolment(deps, operator, body.code);
    }
  } catch (error) {
    if (error instanceof AppError && error.key === 'totpInvalid') {
      await countFailure(deps, operator.id, address);
    }
    throw error;
  }
  const token = newToken();
  const now = deps.now();
  await inTransaction(deps.db, async (trx) => {
    await deleteTicket(trx, ticketHash);
    await clearLoginFailures(trx, operator.id, address);
    await insertSession(trx, {
      token_hash: hashToken(token),
      operator_id: operator.id,
      created_at: now,
      expires_at: new Date(now.getTime() + OPERATOR_SESSION.absoluteHours * 3_600_000),
    });
  });
  return { token, operator: await operatorView(deps, operator), recoveryCodes };
}

/**
 * The operator changes their own password: the current one, then a fresh code (a stolen session
 * alone cannot change it). Their other sessions end; this one stays. Audited.
 */
export async function changeOperatorPassword(
  deps: AuthDeps,
  ctx: OperatorContext,
  body: { currentPassword: string; newPassword: string; code: string },
  token: string,
): Promise<null> {
  const operator = await findOperatorById(deps.db, ctx.id);
  if (!operator) throw new AppError('unauthorized');
  if (!(await deps.hasher.verify(operator.password_hash, body.currentPassword))) {
    throw new AppError('passwordIncorrect');
  }
  if (body.newPassword === body.currentPassword) throw new AppError('passwordSameAsOld');
  await confirmStepUp(deps, ctx, body.code);
  const hash = await deps.hasher.hash(body.newPassword);
  await inTransaction(deps.db, async (trx) => {
    await updateOperator(trx, operator.id, {
      password_hash: hash,
      password_change_required: false,
    });
    await deleteOtherSessions(trx, operator.id, hashToken(token));
    await recordAudit(
      trx,
      consoleAudit(ctx, {
        action: 'operator:password',
        target: `operator:${operator.login_name}`,
        outcome: 'ok',
        at: deps.now(),
      }),
    );
  });
  return null;
}
