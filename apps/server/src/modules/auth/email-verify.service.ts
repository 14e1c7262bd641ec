import { AUTH_LIMITS, AUTH_PAGES, AUTH_QUERY, type Locale } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/crypto.js';
import { consumeLink } from './auth-link.repository.js';
import { createAuthLink } from './auth-link.js';
import { sendEmailVerifyMail } from './auth-mail.js';
import { addressKey, enforceLimit } from './client-limit.js';
import { markEmailVerified } from './member-auth.repository.js';
import { pageLink } from './public-url.js';
import { inTransaction } from '../../db/transaction.js';
import type { MemberContext } from '../../lib/member-context.js';

/** Mails the logged-in member a link that confirms their own email address. */
export async function sendEmailVerification(
  deps: AppDeps,
  auth: MemberContext,
  locale: Locale,
): Promise<null> {
  if (!auth.email) throw new AppError('invalid');
  await enforceLimit(
    deps,
    'email-verify-mail',
    auth.memberId,
    AUTH_LIMITS.emailVerifyMailsPerMember,
    AUTH_LIMITS.windowMs,
  );
  const ttlMs = AUTH_LIMITS.emailVerifyTtlMs;
  const token = await createAuthLink(deps, {
    memberId: auth.memberId,
    purpose: 'email_verify',
    email: auth.email,
    ttlMs,
  });
  await sendEmailVerifyMail(deps, locale, {
    to: auth.email,
    name: auth.userName,
    link: pageLink(deps.config, AUTH_PAGES.emailVerify, { [AUTH_QUERY.token]: token }),
    ttlMs,
  });
  return null;
}

/**
 * Confirms the address a link was mailed to. A link for an address the member has since
 * changed is no good: it would confirm the new one unseen.
 */
export async function verifyEmail(deps: AppDeps, token: string, ip: string | null): Promise<null> {
  await enforceLimit(
    deps,
    'email-verify',
    addressKey(ip),
    AUTH_LIMITS.linkUsesPerAddress,
    AUTH_LIMITS.windowMs,
  );
  await inTransaction(deps.db, async (trx) => {
    const now = deps.now();
    const link = await consumeLink(trx, hashToken(token), 'email_verify', now);
    if (!link || !(await markEmailVerified(trx, link.member_id, link.email, now))) {
      throw new AppError('linkInvalid');
    }
  });
  return null;
}
