import { MESSAGE_TYPE, type Locale } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { translate } from '../../lib/i18n.js';
import type { MemberContext } from '../../lib/member-context.js';
import { insertPersonalMessage } from './message.repository.js';

/** Changes to where a member's money goes; each is told in the inbox and by mail. */
export type NoticeKind = 'bankAccountAdded' | 'bankAccountChanged' | 'withdrawalChanged';

export interface Notice {
  kind: NoticeKind;
  params: Record<string, string | number>;
}

export type NoticeRecipient = Pick<
  MemberContext,
  'memberId' | 'companyCode' | 'loginName' | 'email'
>;

function texts(notice: Notice, to: NoticeRecipient, locale: Locale, at: Date) {
  const params = {
    ...notice.params,
    loginName: to.loginName,
    time: at.toISOString().slice(0, 16).replace('T', ' '),
  };
  return {
    title: translate(locale, `message.notice.${notice.kind}.title`, params),
    body: translate(locale, `message.notice.${notice.kind}.body`, params),
  };
}

/** The inbox half; `db` may be the transaction that made the change, so both land or neither. */
export async function postNotice(
  deps: AppDeps,
  db: Db,
  to: NoticeRecipient,
  notice: Notice,
  locale: Locale,
) {
  const at = deps.now();
  await insertPersonalMessage(db, {
    memberId: to.memberId,
    companyCode: to.companyCode,
    type: MESSAGE_TYPE.personal,
    ...texts(notice, to, locale, at),
    at,
  });
}

/** The mail half, after the change is committed: a change the member did not make is noticed. */
export async function mailNotice(
  deps: AppDeps,
  to: NoticeRecipient,
  notice: Notice,
  locale: Locale,
) {
  if (!to.email) return;
  const { title, body } = texts(notice, to, locale, deps.now());
  await deps.mailer.send({ to: to.email, subject: title, text: body });
}

export async function notifyMember(
  deps: AppDeps,
  to: NoticeRecipient,
  notice: Notice,
  locale: Locale,
) {
  await postNotice(deps, deps.db, to, notice, locale);
  await mailNotice(deps, to, notice, locale);
}
