import {
  AUTH_LIMITS,
  AUTH_PAGES,
  AUTH_QUERY,
  type ForgotLoginNameBody,
  type ForgotPasswordBody,
  type LinkValid,
  type Locale,
  type ResetPasswordBody,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/crypto.js';
import { consumeLink, findLiveLink } from './auth-link.repository.js';
import { createAuthLink } from './auth-link.js';
import { sendLoginNamesMail, sendResetPasswordMail } from './auth-mail.js';
import { addressKey, enforceLimit } from './client-limit.js';
import {
  findMemberByLoginAndEmail,
  findMembersByEmail,
  updatePasswordHash,
} from './member-auth.repository.js';
import { pageLink } from './public-url.js';
import { closeAllSessions } from './session.service.js';
import { inTransaction } from '../../db/transaction.js';

const limitForgotMails = (deps: AppDeps, ip: string | null) =>
  enforceLimit(
    deps,
    'forgot-mail',
    addressKey(ip),
    AUTH_LIMITS.forgotMailsPerAddress,
    AUTH_LIMITS.windowMs,
  );

const limitLinkUses = (deps: AppDeps, ip: string | null) =>
  enforceLimit(
    deps,
    'reset-link',
    addressKey(ip),
    AUTH_LIMITS.linkUsesPerAddress,
    AUTH_LIMITS.windowMs,
  );

/**
 * Mails the login names registered with an email. The answer is the same whether or not
 * any exist, so the call cannot be used to find out who is a member.
 */
export async function forgotLoginName(
  deps: AppDeps,
  body: ForgotLoginNameBody,
  locale: Locale,
  ip: string | null,
): Promise<null> {
  await limitForgotMails(deps, ip);
  const members = await findMembersByEmail(deps.db, body.email, body.companyCode);
  const first = members[0];
  if (first?.email) {
    await sendLoginNamesMail(
      deps,
      locale,
      first.email,
      members.map((m) => m.login_name),
    );
  }
  return null;
}

/** Mails a single-use reset link when login name and email belong together; same answer otherwise. */
export async function forgotPassword(
  deps: AppDeps,
  body: ForgotPasswordBody,
  locale: Locale,
  ip: string | null,
): Promise<null> {
  await limitForgotMails(deps, ip);
  const member = await findMemberByLoginAndEmail(deps.db, body.loginName, body.email);
  if (!member?.email) return null;
  const ttlMs = AUTH_LIMITS.resetLinkTtlMs;
  const token = await createAuthLink(deps, {
    memberId: member.id,
    purpose: 'reset_password',
    email: member.email,
    ttlMs,
  });
  await sendResetPasswordMail(deps, locale, {
    to: member.email,
    name: member.user_name,
    loginName: member.login_name,
    link: pageLink(deps.config, AUTH_PAGES.resetPassword, { [AUTH_QUERY.token]: token }),
    ttlMs,
  });
  return null;
}

/** Lets the reset page say at once when its link is no good. */
export async function checkResetLink(
  deps: AppDeps,
  token: string,
  ip: string | null,
): Promise<LinkValid> {
  await limitLinkUses(deps, ip);
  const link = await findLiveLink(deps.db, hashToken(token), 'reset_password', deps.now());
  if (!link) throw new AppError('linkInvalid');
  return { valid: true };
}

/**
 * Sets the new password, uses the link up and closes every session of the member, in one
 * transaction: a failure leaves the link usable and the old password in place.
 */
export async function resetPassword(
  deps: AppDeps,
  body: ResetPasswordBody,
  ip: string | null,
): Promise<null> {
  await limitLinkUses(deps, ip);
  const tokenHash = hashToken(body.token);
  // checked before the costly hash, so bad tokens cost no hashing
  if (!(await findLiveLink(deps.db, tokenHash, 'reset_password', deps.now()))) {
    throw new AppError('linkInvalid');
  }
  const hash = await deps.hasher.hash(body.newPassword);
  await inTransaction(deps.db, async (trx) => {
    const now = deps.now();
    const link = await consumeLink(trx, tokenHash, 'reset_password', now);
    if (!link) throw new AppError('linkInvalid');
    await updatePasswordHash(trx, { memberId: link.member_id, hash, at: now });
    await closeAllSessions(deps, link.member_id, 'password-reset', trx);
  });
  return null;
}
