import type { Locale } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { translate } from '../../lib/i18n.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

type MailKind = 'forgotLoginName' | 'resetPassword' | 'emailVerify';

/**
 * Sends one of the account mails in the member's language (subject and body in auth.json);
 * `db`: the transaction of the work it tells about, when there is one (the outbox row then
 * commits with it).
 */
async function sendAccountMail(
  deps: AppDeps,
  locale: Locale,
  to: string,
  kind: MailKind,
  params: Record<string, string | number>,
  db?: Db,
) {
  await deps.mailer.send(
    {
      to,
      subject: translate(locale, `mail.${kind}.subject`, params),
      text: translate(locale, `mail.${kind}.body`, params),
    },
    db,
  );
}

export function sendLoginNamesMail(deps: AppDeps, locale: Locale, to: string, names: string[]) {
  return sendAccountMail(deps, locale, to, 'forgotLoginName', {
    names: names.map((n) => `  ${n}`).join('\n'),
  });
}

export function sendResetPasswordMail(
  deps: AppDeps,
  locale: Locale,
  mail: { to: string; name: string; loginName: string; link: string; ttlMs: number },
  db?: Db,
) {
  return sendAccountMail(
    deps,
    locale,
    mail.to,
    'resetPassword',
    {
      name: mail.name,
      loginName: mail.loginName,
      link: mail.link,
      minutes: Math.round(mail.ttlMs / MINUTE_MS),
    },
    db,
  );
}

export function sendEmailVerifyMail(
  deps: AppDeps,
  locale: Locale,
  mail: { to: string; name: string; link: string; ttlMs: number },
) {
  return sendAccountMail(deps, locale, mail.to, 'emailVerify', {
    name: mail.name,
    link: mail.link,
    hours: Math.round(mail.ttlMs / HOUR_MS),
  });
}
