import {
  DEFAULT_LANGUAGE,
  LOCALES,
  MESSAGE_TYPE,
  NOTICE_CATEGORY,
  type Locale,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import { afterCommit } from '../../db/transaction.js';
import { translate, toLocale } from '../../lib/i18n.js';
import {
  localizedIn,
  mailNotice,
  postNotice,
  type LocalizedParams,
  type Notice,
  type NoticeMailDeps,
} from './member-notice.service.js';
import { presentedParams } from './notice-format.js';
import { insertMessages, recipientsOf, recipientsOfMany } from './notice-recipients.repository.js';
import { announceUnread } from './unread-hub.js';

/**
 * Parameters that are codes (a rank, an award) are told by their name in the recipient's own
 * language, as the portal's pages name them.
 */
const LABELLED = { rank: 'member.rank.', award: 'member.award.' } as const;

function labelsOf(locale: Locale, params: Notice['params']): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [name, prefix] of Object.entries(LABELLED)) {
    const code = params[name];
    if (code !== undefined) labels[name] = translate(locale, `${prefix}${code}`);
  }
  return labels;
}

/**
 * The language a member reads notices in: the one they chose in the portal, else their
 * company's (a member of ID who never switched reads Indonesian, not English).
 */
export function memberLocaleOf(preferred: string | null, characterCoding: string | null): Locale {
  if ((LOCALES as readonly string[]).includes(preferred ?? '')) return preferred as Locale;
  return toLocale(characterCoding) ?? DEFAULT_LANGUAGE;
}

/**
 * A notice to a member known by id (a transfer's recipient, a new downline's
 * sponsor), in their preferred language, in `db` (the change's transaction): the message,
 * and the mail when their preference for the kind says so.
 */
export async function noticeMemberById(
  deps: NoticeMailDeps,
  db: Db,
  memberId: number,
  notice: Notice,
) {
  const [row] = await recipientsOf(db, [memberId]);
  if (!row) return;
  const to = {
    memberId: row.id,
    companyCode: row.company_code,
    loginName: row.login_name,
    email: row.email,
  };
  const locale = memberLocaleOf(row.preferred_locale, row.character_coding);
  await postNotice(deps, db, to, notice, locale);
  await mailNotice(deps, db, to, notice, locale);
}

/**
 * The same notice kind to many members at once (a cycle's bonus payout), each with their own
 * parameters and language, in one multi-row INSERT in `db`. Messages only: the payout runs
 * in a job without a mailer, and the member sees it in the wallet too. `localized`: parameters
 * the same for everyone, written in several languages (each member reads their own).
 */
export async function noticeMembers(
  db: Db,
  at: Date,
  kind: Notice['kind'],
  recipients: { memberId: number; params: Notice['params'] }[],
  localized?: LocalizedParams,
) {
  if (recipients.length === 0) return;
  // slices of 20,000 (a close pays 250,000): every slice's read of its recipients is sent at
  // once, so PostgreSQL reads the next slices while the texts of this one are made here; the
  // inserts queue behind them on the connection, and are awaited together
  const slices: (typeof recipients)[] = [];
  for (let i = 0; i < recipients.length; i += 20_000) slices.push(recipients.slice(i, i + 20_000));
  const reads = slices.map((chunk) =>
    recipientsOfMany(
      db,
      chunk.map((r) => r.memberId),
    ),
  );
  for (const read of reads) read.catch(() => undefined); // each awaited below, in order
  const writes: Promise<unknown>[] = [];
  for (const [k, chunk] of slices.entries()) {
    const rows = new Map((await reads[k]!).map((r) => [r.id, r]));
    const values = chunk.flatMap(({ memberId, params }) => {
      const row = rows.get(memberId);
      if (!row) return [];
      const locale = memberLocaleOf(row.preferred_locale, row.character_coding);
      const all = {
        ...presentedParams(locale, params, at),
        ...localizedIn(locale, localized),
        ...labelsOf(locale, params),
        loginName: row.login_name,
      };
      return [
        {
          company_code: row.company_code,
          member_id: memberId,
          type: MESSAGE_TYPE.personal,
          category: NOTICE_CATEGORY[kind],
          title: translate(locale, `message.notice.${kind}.title`, all),
          body: translate(locale, `message.notice.${kind}.body`, all),
        },
      ];
    });
    const write = insertMessages(db, values, at);
    write.catch(() => undefined); // handled by Promise.all below, not unhandled meanwhile
    writes.push(write);
  }
  await Promise.all(writes);
  const memberIds = recipients.map((r) => r.memberId);
  afterCommit(db, () => announceUnread({ memberIds }));
}
