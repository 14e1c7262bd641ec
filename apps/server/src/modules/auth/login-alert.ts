import { AUTH_LIMITS, formatBusinessTime, type Locale } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { translate } from '../../lib/i18n.js';
import { failureWindowStart } from './captcha.service.js';
import { claimLoginAlert } from './login-attempt.repository.js';
import { findMemberByLoginName } from './member-auth.repository.js';

/**
 * Tells a member by mail that their account sees a burst of failed logins, once per burst
 * (a window without an alert), whoever causes it: someone may be guessing their password.
 */
export async function alertOnBurst(
  deps: AppDeps,
  loginName: string,
  failures: number,
  locale: Locale,
): Promise<void> {
  if (failures < AUTH_LIMITS.alertAfterFailures) return;
  const member = await findMemberByLoginName(deps.db, loginName);
  if (!member?.email) return;
  const now = deps.now();
  if (!(await claimLoginAlert(deps.db, member.login_name, now, failureWindowStart(deps)))) return;
  const params = {
    loginName: member.login_name,
    count: failures,
    time: formatBusinessTime(now),
  };
  await deps.mailer.send({
    to: member.email,
    subject: translate(locale, 'auth.mail.loginFailures.subject', params),
    text: translate(locale, 'auth.mail.loginFailures.body', params),
  });
}
