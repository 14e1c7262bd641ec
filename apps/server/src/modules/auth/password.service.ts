import {
  AUTH_LIMITS,
  type ChangePasswordBody,
  type ChangePasswordResult,
  type PasswordValidity,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { enforceLimit } from './client-limit.js';
import { findMemberById } from './member-auth.repository.js';
import { updatePasswordHash } from './member-auth.repository.js';
import { closeAllSessions, openSession, type ClientInfo } from './session.service.js';
import { inTransaction } from '../../db/transaction.js';
import type { MemberContext } from '../../lib/member-context.js';

/** Each check of a member's current password counts: a session must not become a guessing oracle. */
const limitPasswordChecks = (deps: AppDeps, memberId: number) =>
  enforceLimit(
    deps,
    'password-check',
    memberId,
    AUTH_LIMITS.passwordChecksPerMember,
    AUTH_LIMITS.windowMs,
  );

async function currentHashOf(deps: DbDeps, memberId: number): Promise<string> {
  const member = await findMemberById(deps.db, memberId);
  if (!member) throw new AppError('unauthorized');
  return member.password_hash;
}

/** Whether `password` is the logged-in member's current password (their own only). */
export async function validatePassword(
  deps: AppDeps,
  auth: MemberContext,
  password: string | undefined,
): Promise<PasswordValidity> {
  if (!password) {
    throw new AppError('validation', {
      fields: [{ path: 'body.password', key: 'validation.required' }],
    });
  }
  await limitPasswordChecks(deps, auth.memberId);
  const hash = await currentHashOf(deps, auth.memberId);
  return { valid: await deps.hasher.verify(hash, password) };
}

/**
 * Changes the logged-in member's password: the old one must be right and the new one differ.
 * Every session of the member is closed and this device gets a fresh one, in one transaction.
 */
export async function changePassword(
  deps: AppDeps,
  auth: MemberContext,
  body: ChangePasswordBody,
  client: ClientInfo,
): Promise<ChangePasswordResult> {
  await limitPasswordChecks(deps, auth.memberId);
  const oldHash = await currentHashOf(deps, auth.memberId);
  if (!(await deps.hasher.verify(oldHash, body.oldPassword))) {
    throw new AppError('passwordIncorrect');
  }
  if (body.newPassword === body.oldPassword) throw new AppError('passwordSameAsOld');
  const hash = await deps.hasher.hash(body.newPassword);
  const session = await inTransaction(deps.db, async (trx) => {
    const changed = await updatePasswordHash(trx, {
      memberId: auth.memberId,
      hash,
      at: deps.now(),
      expectedHash: oldHash,
      clearPasswordPrompts: true,
    });
    // another change won the race: the old password checked above is no longer current
    if (!changed) throw new AppError('passwordIncorrect');
    await closeAllSessions(deps, auth.memberId, 'password-change', trx);
    return openSession(deps, auth.memberId, auth.isFromOss, client, trx, auth.viewAs === true);
  });
  return { token: session.token, expiresAt: session.expiresAt.toISOString() };
}
