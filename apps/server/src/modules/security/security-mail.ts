import { formatBusinessTime, RESET_CODE_TTL_MS, type Locale } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { translate } from '../../lib/i18n.js';

/** The security mails use the outbox, and the time a PIN change names. */
type SecurityMailDeps = Pick<AppDeps, 'mailer' | 'now'>;

export async function mailResetCode(
  deps: Pick<AppDeps, 'mailer'>,
  to: string,
  code: string,
  locale: Locale,
) {
  await deps.mailer.send({
    to,
    subject: translate(locale, 'security.mail.resetCode.subject'),
    text: translate(locale, 'security.mail.resetCode.body', {
      code,
      minutes: RESET_CODE_TTL_MS / 60_000,
    }),
  });
}

/**
 * Tells the member their PIN changed, so a change they did not make does not go unnoticed;
 * `db` is the change's transaction where there is one.
 */
export async function mailPinChanged(
  deps: SecurityMailDeps,
  member: { email: string | null; loginName: string },
  locale: Locale,
  db?: Db,
) {
  if (!member.email) return;
  const time = formatBusinessTime(deps.now());
  await deps.mailer.send(
    {
      to: member.email,
      subject: translate(locale, 'security.mail.pinChanged.subject'),
      text: translate(locale, 'security.mail.pinChanged.body', {
        loginName: member.loginName,
        time,
      }),
    },
    db,
  );
}
