import { CompiledQuery, sql, type Expression } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { MemberAccount } from '@portal/contract';
import type { Db } from '../../../db/client.js';
import { hotStatement, hotTemplate } from '../../../db/hot-statement.js';

/** Whether `member` is in the sender's sponsor line, up or down, at any depth (migration 0023). */
const inLineOf = (senderId: number) =>
  sql<boolean>`(tree_is_under('sponsor', member.id, ${senderId})
    or tree_is_under('sponsor', ${senderId}, member.id))`.as('in_line');

/** Who and what a transfer's first read is about; the slots of its statement. */
export interface TransferFactsOf extends Record<string, unknown> {
  companyCode: string;
  toMemberId: number;
  senderId: number;
  /** the idempotency key's scope and the key */
  scope: string;
  key: string;
}

/** Values no real call has, so each is found among the compiled parameters (db/hot-statement). */
const FACTS_SAMPLE: TransferFactsOf = {
  companyCode: '\u0001companyCode',
  toMemberId: -910_000_001,
  senderId: -910_000_002,
  scope: '\u0001scope',
  key: '\u0001key',
};

/**
 * Everything a transfer reads before its transaction, in one round trip: the company's money,
 * its transfer-limit settings (its own and '*'), the recipient, and what the caller embeds
 * from other modules through their faces (the key's stored answer, the sender's PIN row).
 * Settings are read on every call, never cached: a changed limit applies to the next transfer.
 * Built and compiled once per database (every transfer runs it; building it cost about a
 * tenth of an HTTP transfer's Node time), its parameters filled in on each call.
 */
export function transferFactsStatement<A, P>(
  configKeys: readonly string[],
  embeds: (db: Db, q: TransferFactsOf) => { answer: Expression<A>; pin: Expression<P> },
) {
  const statement = hotTemplate(FACTS_SAMPLE, (db, q) =>
    transferFactsQuery(db, q, configKeys, embeds(db, q)).compile(),
  );
  return async (db: Db, q: TransferFactsOf) => (await statement.rows(db, q))[0];
}

function transferFactsQuery<A, P>(
  db: Db,
  q: TransferFactsOf,
  configKeys: readonly string[],
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
          .where('sys_config.key', 'in', [...configKeys])
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
    .where('code', '=', q.companyCode);
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

export interface TransferStatement {
  companyCode: string;
  fromMemberId: number;
  toMemberId: number;
  fromAccount: MemberAccount;
  toAccount: MemberAccount;
  amount: bigint;
  currency: string;
  minorUnit: number;
  remark: string | null;
  daily: bigint;
  timeZone: string;
  at: Date;
  createdBy: string;
  /** the sender's accounts whose balances the answer shows, in its order */
  senderAccounts: readonly MemberAccount[];
  /** the request's idempotency key, whose answer the statement stores (ledger's AnswerTicket) */
  ticket: { scope: string; key: string; requestHash: string };
  /** the answer's JSON text, with `{{transferId}}`, `{{journalId}}`, `{{balance:<kind>}}` */
  answer: string;
}

export type TransferPosted =
  | { status: 'posted'; transferId: bigint; journalId: bigint; balances: bigint[] }
  | { status: 'accounts' };

/** `wallet_transfer_post`'s call, its parameters in the function's order ($1 … $18). */
const postStatement = hotStatement<{
  status: 'posted' | 'accounts';
  transfer_id: string | null;
  journal_id: string | null;
  balances: string[] | null;
}>(() =>
  CompiledQuery.raw(
    `select status, transfer_id::text, journal_id::text, balances::text[] from wallet_transfer_post(
      $1::text, $2::integer, $3::integer, $4::text, $5::text, $6::bigint, $7::text, $8::integer,
      $9::text, $10::bigint, $11::text, $12::timestamptz, $13::text, $14::text[], $15::text,
      $16::text, $17::text, $18::text)`,
    [],
  ),
);

/**
 * The whole transfer as one statement, its own transaction (migration 0041): locks, today's
 * total, the entry through the ledger's `ledger_post`, the transfer row and the stored answer.
 * 'accounts': an account is not opened yet and nothing was written.
 */
export async function postTransferStatement(db: Db, t: TransferStatement): Promise<TransferPosted> {
  const rows = await postStatement.rows(db, [
    t.companyCode,
    t.fromMemberId,
    t.toMemberId,
    t.fromAccount,
    t.toAccount,
    t.amount.toString(),
    t.currency,
    t.minorUnit,
    t.remark,
    t.daily.toString(),
    t.timeZone,
    t.at,
    t.createdBy,
    [...t.senderAccounts],
    t.ticket.scope,
    t.ticket.key,
    t.ticket.requestHash,
    t.answer,
  ]);
  const row = rows[0];
  if (!row || row.status === 'accounts') return { status: 'accounts' };
  return {
    status: 'posted',
    transferId: BigInt(row.transfer_id!),
    journalId: BigInt(row.journal_id!),
    balances: row.balances!.map((b) => BigInt(b)),
  };
}
