import { sql, type Expression } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { MemberAccount } from '@portal/contract';
import type { Db } from '../../../db/client.js';
import type { Alongside, AnswerSlot } from '../../ledger/index.js';

/** Whether `member` is in the sender's sponsor line, up or down, at any depth (migration 0023). */
const inLineOf = (senderId: number) =>
  sql<boolean>`(tree_is_under('sponsor', member.id, ${senderId})
    or tree_is_under('sponsor', ${senderId}, member.id))`.as('in_line');

export function findTransferParty(db: Db, memberId: number, senderId: number) {
  return db
    .selectFrom('member')
    .select(['id', 'login_name', 'user_name', 'company_code', 'status', inLineOf(senderId)])
    .where('id', '=', memberId)
    .executeTakeFirst();
}
export type TransferParty = NonNullable<Awaited<ReturnType<typeof findTransferParty>>>;

/**
 * Everything a transfer reads before its transaction, in one round trip: the company's money,
 * its transfer-limit settings (its own and '*'), the recipient, and what the caller embeds
 * from other modules through their faces (the key's stored answer, the sender's PIN row).
 * Settings are read on every call, never cached: a changed limit applies to the next transfer.
 */
export function findTransferFacts<A, P>(
  db: Db,
  q: { companyCode: string; configKeys: string[]; toMemberId: number; senderId: number },
  embeds: { answer: Expression<A>; pin: Expression<P> },
) {
  return db
    .selectFrom('company')
    .select(['code', 'currency', 'minor_unit', 'time_zone'])
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('sys_config')
          .select(['sys_config.company_code', 'sys_config.key', 'sys_config.value'])
          .where('sys_config.key', 'in', q.configKeys)
          .where('sys_config.company_code', 'in', [q.companyCode, '*']),
      ).as('config'),
      jsonObjectFrom(
        eb
          .selectFrom('member')
          .select([
            'member.id',
            'member.login_name',
            'member.user_name',
            'member.company_code',
            'member.status',
            inLineOf(q.senderId),
          ])
          .where('member.id', '=', q.toMemberId),
      ).as('recipient'),
      jsonObjectFrom(embeds.answer).as('answer'),
      jsonObjectFrom(embeds.pin).as('pin'),
    ])
    .where('code', '=', q.companyCode)
    .executeTakeFirst();
}

/**
 * Members a typed recipient may mean: the one with that login name (case-insensitive, as at
 * login) and, when the text is a member id, the one with that id. At most two rows.
 */
export function findTransferCandidates(
  db: Db,
  loginName: string,
  memberId: number | null,
  senderId: number,
) {
  return db
    .selectFrom('member')
    .select(['id', 'login_name', 'user_name', 'company_code', 'status', inLineOf(senderId)])
    .where((eb) => {
      const byName = eb(eb.fn('lower', ['login_name']), '=', eb.fn('lower', [eb.val(loginName)]));
      return memberId === null ? byName : eb.or([byName, eb('id', '=', memberId)]);
    })
    .orderBy('id')
    .execute();
}

/** Midnight of `now` in the company's time zone, as an instant. */
const dayStart = (now: Date, timeZone: string) =>
  sql<Date>`date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}`;

/** What a member has sent since midnight of `now` in the company's time zone. */
export async function sumTransfersOfDay(
  db: Db,
  memberId: number,
  now: Date,
  timeZone: string,
): Promise<bigint> {
  const row = await db
    .selectFrom('wallet_transfer')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('from_member_id', '=', memberId)
    .where('created_at', '>=', dayStart(now, timeZone))
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

export interface TransferRow {
  companyCode: string;
  fromMemberId: number;
  toMemberId: number;
  fromAccount: MemberAccount;
  toAccount: MemberAccount;
  amount: bigint;
  currency: string;
  remark: string | null;
  journalId: bigint;
  at: Date;
}

export interface TransferRecorded {
  journal_id: bigint;
  transfer_id: bigint;
  /** what the sender had sent that day before this transfer */
  used_before: string | null;
  /** whether the request's answer was stored (false: another request with the key was first) */
  answered: boolean;
}

/**
 * The transfer row and the request's stored answer, written by the journal entry's own
 * statement (`postJournal`'s `alongside`): the row with the entry's id, and what the sender
 * had sent that day before it (the statement's snapshot does not see its own insert). It runs
 * after the sender's accounts are locked, so the snapshot holds every transfer of theirs
 * committed before; one that commits later waits on those locks. `answer.json(balances)` is the answer's JSON text after its
 * two ids, `,"amount":…}`; the statement puts the ids in front, so the stored text is exactly
 * `JSON.stringify` of the answer the service returns.
 */
export function recordTransferAlongside(
  t: Omit<TransferRow, 'journalId'>,
  timeZone: string,
  answer?: { slot: AnswerSlot; json: (balances: ReadonlyMap<bigint, bigint>) => string },
): Alongside<TransferRecorded> {
  return (q, balances) => {
    const withRow = q.with('added', (qc) =>
      qc
        .insertInto('wallet_transfer')
        .values({
          company_code: t.companyCode,
          from_member_id: t.fromMemberId,
          to_member_id: t.toMemberId,
          from_account: t.fromAccount,
          to_account: t.toAccount,
          amount: t.amount,
          currency: t.currency,
          remark: t.remark,
          journal_id: sql<bigint>`(select id from entry)`,
          created_at: t.at,
        })
        .returning('id'),
    );
    const response = answer
      ? sql<string>`'{"transferId":"'::text || (select id from added)::text || '","journalId":"'::text || (select id from entry)::text || '"'::text || ${answer.json(balances)}::text`
      : undefined;
    const withAnswer = (
      answer && response
        ? withRow.with('answer', (qc) => answer.slot.insert(qc, response))
        : withRow
    ) as typeof withRow;
    return withAnswer.selectFrom(['entry', 'added']).select((eb) => [
      'entry.id as journal_id',
      'added.id as transfer_id',
      eb
        .selectFrom('wallet_transfer')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
        .where('from_member_id', '=', t.fromMemberId)
        .where('created_at', '>=', dayStart(t.at, timeZone))
        .as('used_before'),
      (answer ? sql<boolean>`exists (select 1 from answer)` : sql<boolean>`true`).as('answered'),
    ]);
  };
}
