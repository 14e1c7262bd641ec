import { MESSAGE_TYPE, NOTICE_CATEGORY, type Locale, type NoticeKind } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { StatementWrite } from '../../db/statement-write.js';
import type { AppDeps } from '../../deps.js';
import { translate } from '../../lib/i18n.js';
import { afterCommit, inTransaction } from '../../db/transaction.js';
import type { MemberContext } from '../../lib/member-context.js';
import { insertPersonalMessage, personalMessageInsert } from './message.repository.js';
import { presentedParams } from './notice-format.js';
import { wantsMail } from './preference.service.js';
import { announceUnread } from './unread-hub.js';

/** What the system tells a member about (NOTICE_CATEGORY in the contract: kind → category). */
export type { NoticeKind };

export interface Notice {
  kind: NoticeKind;
  params: Record<string, string | number>;
  /** parameters written in several languages (an operator's title): the recipient's is used */
  localized?: LocalizedParams;
}

/** Parameter → its text per locale; a locale without one falls back to English. */
export type LocalizedParams = Record<string, Partial<Record<string, string>>>;

/** The localized parameters in `locale` (English, then any text, as the fallback). */
export function localizedIn(locale: Locale, localized: LocalizedParams | undefined) {
  const picked: Record<string, string> = {};
  for (const [name, texts] of Object.entries(localized ?? {})) {
    picked[name] = texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';
  }
  return picked;
}

export type NoticeRecipient = Pick<
  MemberContext,
  'memberId' | 'companyCode' | 'loginName' | 'email'
>;

function texts(notice: Notice, to: NoticeRecipient, locale: Locale, at: Date) {
  const params = {
    ...presentedParams(locale, notice.params, at),
    ...localizedIn(locale, notice.localized),
    loginName: to.loginName,
  };
  return {
    title: translate(locale, `message.notice.${notice.kind}.title`, params),
    body: translate(locale, `message.notice.${notice.kind}.body`, params),
  };
}

/** The inbox half; `db` may be the transaction that made the change, so both land or neither. */
export async function postNotice(
  deps: Pick<AppDeps, 'now'>,
  db: Db,
  to: NoticeRecipient,
  notice: Notice,
  locale: Locale,
) {
  await insertPersonalMessage(db, noticeRow(to, notice, locale, deps.now()));
  // the live badge hears of it once the change commits, never before (or at all on rollback)
  afterCommit(db, () => announceUnread({ memberIds: [to.memberId] }));
}

function noticeRow(to: NoticeRecipient, notice: Notice, locale: Locale, at: Date) {
  return {
    memberId: to.memberId,
    companyCode: to.companyCode,
    type: MESSAGE_TYPE.personal,
    category: NOTICE_CATEGORY[notice.kind],
    ...texts(notice, to, locale, at),
    at,
  };
}

/** The inbox half as an insert a statement of the change embeds (a CTE): one round trip less. */
export type NoticeInsert = StatementWrite;

/**
 * `postNotice` for a statement the change sends anyway: the row is made now and inserted by
 * that statement (`trx` must be the change's transaction, which that statement runs in); the
 * live badge hears of it once `trx` commits, as postNotice's does.
 */
export function noticeInsert(
  deps: Pick<AppDeps, 'now'>,
  trx: Db,
  to: NoticeRecipient,
  notice: Notice,
  locale: Locale,
): NoticeInsert {
  const row = noticeRow(to, notice, locale, deps.now());
  afterCommit(trx, () => announceUnread({ memberIds: [to.memberId] }));
  return () => personalMessageInsert(row);
}

/** What the mail half of a notice uses: the outbox and the time it names. */
export type NoticeMailDeps = Pick<AppDeps, 'mailer' | 'now'>;

/**
 * The mail half, so a change the member did not make is noticed; sent when the member's
 * preference for the kind says so (bank-account alerts always are). It is enqueued in `db`, the
 * transaction that made the change: sent only if the change commits, and then surely sent.
 */
export async function mailNotice(
  deps: NoticeMailDeps,
  db: Db,
  to: NoticeRecipient,
  notice: Notice,
  locale: Locale,
) {
  if (!to.email || !(await wantsMail(db, to.memberId, notice.kind))) return;
  const { title, body } = texts(notice, to, locale, deps.now());
  await deps.mailer.send({ to: to.email, subject: title, text: body }, db);
}

/** Both halves in `db` (the change's transaction), or in a transaction of their own. */
export async function notifyMember(
  deps: NoticeMailDeps & Pick<AppDeps, 'db'>,
  to: NoticeRecipient,
  notice: Notice,
  locale: Locale,
  db?: Db,
) {
  const both = async (trx: Db) => {
    await postNotice(deps, trx, to, notice, locale);
    await mailNotice(deps, trx, to, notice, locale);
  };
  if (db) await both(db);
  else await inTransaction(deps.db, both);
}
