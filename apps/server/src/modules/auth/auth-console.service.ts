import {
  AUTH_LIMITS,
  AUTH_PAGES,
  AUTH_QUERY,
  LOCALES,
  maskEmail,
  type Locale,
} from '@portal/contract';
import { inTransaction } from '../../db/transaction.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { insertAuthLink, retireOpenLinks } from './auth-link.repository.js';
import { sendResetPasswordMail } from './auth-mail.js';
import { findMemberForConsole } from './auth-console.repository.js';
import { pageLink } from './public-url.js';
import { mintSilentTicket } from './silent-ticket.js';

/**
 * The console's account actions on a member (docs/console.md): the password-reset mail and the
 * read-only look at the portal (view-as). Each asks the console policy first, then again with
 * the member's company, and writes its audit entry (target `member:<id>`) in its transaction.
 */

type Permission = 'member:reset-password' | 'member:view-as';

async function memberFor(deps: AppDeps, operator: OperatorContext, id: number, p: Permission) {
  requirePermission(operator, p);
  const member = await findMemberForConsole(deps.db, id);
  if (!member) throw new AppError('notFound');
  requirePermission(operator, p, member.company_code);
  return member;
}

const localeOf = (preferred: string | null): Locale =>
  (LOCALES as readonly string[]).includes(preferred ?? '') ? (preferred as Locale) : 'en';

/**
 * Mails the member the same single-use reset link the portal's "forgot password" mails, in the
 * member's language. The link, its mail (the outbox row and its job) and the audit entry commit
 * together; older open reset links stop working, as with the portal's. Answers where it went,
 * masked.
 */
export async function consolePasswordReset(
  deps: AppDeps,
  operator: OperatorContext,
  id: number,
  input: { reason: string },
) {
  const member = await memberFor(deps, operator, id, 'member:reset-password');
  const email = member.email;
  if (!email) throw new AppError('memberHasNoEmail');
  const token = newToken();
  const ttlMs = AUTH_LIMITS.resetLinkTtlMs;
  await inTransaction(deps.db, async (trx) => {
    const now = deps.now();
    await retireOpenLinks(trx, member.id, 'reset_password', now);
    await insertAuthLink(trx, {
      tokenHash: hashToken(token),
      memberId: member.id,
      purpose: 'reset_password',
      email,
      now,
      expiresAt: new Date(now.getTime() + ttlMs),
    });
    const link = pageLink(deps.config, AUTH_PAGES.resetPassword, { [AUTH_QUERY.token]: token });
    const mail = { to: email, name: member.user_name, loginName: member.login_name, link, ttlMs };
    await sendResetPasswordMail(deps, localeOf(member.preferred_locale), mail, trx);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'member:reset-password',
        action: 'member:reset-password',
        companyCode: member.company_code,
        target: `member:${member.id}`,
        reason: input.reason,
        outcome: 'ok',
        after: { sentTo: maskEmail(email) },
        at: now,
      }),
    );
  });
  return { id: member.id, sentTo: maskEmail(email) };
}

/**
 * A one-time silent-login link to the member's portal, as the `silent-ticket` command mints,
 * marked view-as inside the signed ticket: the session it opens is `isFromOss` and read-only
 * (plugins/auth.ts refuses every change). Minting is the audited step; the ticket is good once,
 * for AUTH_LIMITS.silentTicketTtlS seconds.
 */
export async function consoleViewAs(
  deps: AppDeps,
  operator: OperatorContext,
  id: number,
  input: { reason: string },
) {
  const member = await memberFor(deps, operator, id, 'member:view-as');
  const now = deps.now();
  const ticket = mintSilentTicket(
    deps.config.silentLoginSecret,
    { loginName: member.login_name, companyCode: member.company_code, viewAs: true },
    now,
  );
  await inTransaction(deps.db, (trx) =>
    recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'member:view-as',
        action: 'member:view-as',
        companyCode: member.company_code,
        target: `member:${member.id}`,
        reason: input.reason,
        outcome: 'ok',
        at: now,
      }),
    ),
  );
  return {
    id: member.id,
    url: pageLink(deps.config, AUTH_PAGES.silentLogin, { [AUTH_QUERY.ticket]: ticket }),
    expiresInSeconds: AUTH_LIMITS.silentTicketTtlS,
  };
}
