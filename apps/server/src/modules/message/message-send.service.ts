import {
  MESSAGE_CATEGORIES,
  MESSAGE_TYPE,
  type Locale,
  type MessageCategory,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import { afterCommit, inTransaction } from '../../db/transaction.js';
import { insertPersonalMessage } from './message.repository.js';
import {
  companyExists,
  findMemberByLogin,
  insertCompanyMessage,
  insertDownlineMessages,
  insertMessageTexts,
  insertSendAudit,
} from './message-send.repository.js';
import { announceUnread, type UnreadChange } from './unread-hub.js';

export type SendTarget =
  | { to: string } // one member, by login name
  | { company: string } // every member of a company
  | { downline: string }; // a member's sponsor downline, at any depth

export interface SendInput {
  target: SendTarget;
  category: MessageCategory;
  title: string;
  body: string;
  /** a company-wide message in further languages: each member reads the portal's language */
  texts?: Partial<Record<Locale, { title: string; body: string }>>;
}

/** An operator's mistake (unknown member or company, bad category): the command says it. */
export class MessageSendError extends Error {}

const TITLE_MAX = 200;
const BODY_MAX = 10_000;

function checkText(text: { title: string; body: string }, name = '') {
  if (!text.title.trim() || text.title.length > TITLE_MAX)
    throw new MessageSendError(`title${name}: 1 to ${TITLE_MAX} characters`);
  if (!text.body.trim() || text.body.length > BODY_MAX)
    throw new MessageSendError(`body${name}: 1 to ${BODY_MAX} characters`);
}

function check(input: SendInput) {
  if (!(MESSAGE_CATEGORIES as readonly string[]).includes(input.category))
    throw new MessageSendError(`category must be one of ${MESSAGE_CATEGORIES.join(', ')}`);
  checkText(input);
  const texts = Object.entries(input.texts ?? {});
  // personal copies are one row per member: they are written in the one language given
  if (texts.length > 0 && !('company' in input.target))
    throw new MessageSendError('texts in further languages go to a company only');
  for (const [locale, text] of texts) checkText(text, `-${locale}`);
}

/**
 * `message:send` (ops): a message to one member, a company or a downline, audited in the
 * same transaction; the recipients' badges are told after the commit.
 */
export async function sendMessage(
  db: Db,
  operator: string,
  input: SendInput,
  at: Date = new Date(),
): Promise<{ recipients: number; target: string }> {
  check(input);
  const text = { category: input.category, title: input.title.trim(), body: input.body, at };
  return inTransaction(db, async (trx) => {
    let recipients: number;
    let target: string;
    let change: UnreadChange;
    if ('company' in input.target) {
      if (!(await companyExists(trx, input.target.company)))
        throw new MessageSendError(`no member in company ${input.target.company}`);
      const companyCode = input.target.company;
      const messageId = await insertCompanyMessage(trx, {
        ...text,
        companyCode,
        type: MESSAGE_TYPE.systemNotice,
      });
      await insertMessageTexts(
        trx,
        Object.entries(input.texts ?? {}).map(([locale, t]) => ({
          messageId,
          locale,
          title: t.title.trim(),
          body: t.body,
        })),
      );
      target = `company:${companyCode}`;
      recipients = Number(
        (
          await trx
            .selectFrom('member')
            .select((eb) => eb.fn.countAll<bigint>().as('n'))
            .where('company_code', '=', companyCode)
            .executeTakeFirstOrThrow()
        ).n,
      );
      change = { companyCode };
    } else {
      const login = 'to' in input.target ? input.target.to : input.target.downline;
      const member = await findMemberByLogin(trx, login);
      if (!member) throw new MessageSendError(`no member ${login}`);
      const base = { ...text, companyCode: member.company_code, type: MESSAGE_TYPE.personal };
      if ('to' in input.target) {
        await insertPersonalMessage(trx, { ...base, memberId: member.id });
        target = `member:${member.login_name}`;
        change = { memberIds: [member.id] };
        recipients = 1;
      } else {
        const ids = await insertDownlineMessages(trx, member.id, base);
        target = `downline:${member.login_name}`;
        change = { memberIds: ids };
        recipients = ids.length;
      }
    }
    await insertSendAudit(trx, {
      operator,
      target,
      category: input.category,
      title: text.title,
      recipients,
      at,
    });
    afterCommit(trx, () => announceUnread(change));
    return { recipients, target };
  });
}
