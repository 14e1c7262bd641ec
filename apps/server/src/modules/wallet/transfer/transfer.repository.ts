import { CompiledQuery, sql } from 'kysely';
import type { MemberAccount } from '@portal/contract';
import type { Db } from '../../../db/client.js';
import { hotStatement } from '../../../db/hot-statement.js';

/** Whether `member` is in the sender's sponsor line, up or down, at any depth (migration 0023). */
const inLineOf = (senderId: number) =>
  sql<boolean>`(tree_is_under('sponsor', member.id, ${senderId})
    or tree_is_under('sponsor', ${senderId}, member.id))`.as('in_line');

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
 * The posting alone as one statement, its own transaction (migration 0041): locks, today's
 * total, the entry through the ledger's `ledger_post`, the transfer row and the stored answer.
 * 'accounts': an account is not opened yet and nothing was written. A member's transfer runs
 * the same function inside `wallet_transfer_run`, after its checks; this call is the posting's
 * own door, so the ledger's tests judge what the posting refuses and replays apart from the
 * checks before it (test/ledger/sql-door.test.ts).
 */
export async function postTransferStatement(db: Db, t: TransferStatement): Promise<TransferPosted> {
  const rows = await postStatement.rows(db, postingParameters(t));
  const row = rows[0];
  if (!row || row.status === 'accounts') return { status: 'accounts' };
  return {
    status: 'posted',
    transferId: BigInt(row.transfer_id!),
    journalId: BigInt(row.journal_id!),
    balances: row.balances!.map((b) => BigInt(b)),
  };
}

/** `wallet_transfer_post`'s parameters, $1 … $18 (the first of `wallet_transfer_run`'s too). */
const postingParameters = (t: TransferStatement): unknown[] => [
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
];

/** What `wallet_transfer_run` needs beyond the posting: the checks before it (migration 0072). */
export interface TransferRun extends TransferStatement {
  /** the version of the company's settings Node last saw (`wallet_settings_version`) */
  settingsVersion: string;
  configKeys: readonly string[];
  /** the PIN as `security_pin_accepts` compares it; null: judged already */
  pin: string | null;
  single: bigint;
  senderStatus: number;
  /** the statuses a recipient may have (the member policy's `bePaid`) */
  payable: readonly number[];
}

export type TransferRan =
  | TransferPosted
  | { status: 'settings'; settings: string | null }
  | { status: 'stored'; stored: StoredAnswerRow }
  | { status: 'pin' }
  | {
      status: 'recipient';
      recipient: { company_code: string; status: number; in_line: boolean } | null;
    }
  | { status: 'limit' };

interface StoredAnswerRow {
  request_hash: string;
  outcome: 'ok' | 'error' | null;
  response: unknown;
}

const runStatement = hotStatement<{
  status: TransferRan['status'];
  transfer_id: string | null;
  journal_id: string | null;
  balances: string[] | null;
  facts: string | null;
}>(() =>
  CompiledQuery.raw(
    `select status, transfer_id::text, journal_id::text, balances::text[], facts from wallet_transfer_run(
      $1::text, $2::integer, $3::integer, $4::text, $5::text, $6::bigint, $7::text, $8::integer,
      $9::text, $10::bigint, $11::text, $12::timestamptz, $13::text, $14::text[], $15::text,
      $16::text, $17::text, $18::text, $19::bigint, $20::text[], $21::text, $22::bigint,
      $23::integer, $24::integer[])`,
    [],
  ),
);

/**
 * The whole transfer after the session's read, as one statement that is its own transaction
 * (migrations 0072, 0077): the checks before the posting, in the services' order, then the posting.
 * Anything but 'posted' wrote nothing.
 */
export async function runTransferStatement(db: Db, t: TransferRun): Promise<TransferRan> {
  const rows = await runStatement.rows(db, [
    ...postingParameters(t),
    t.settingsVersion,
    [...t.configKeys],
    t.pin,
    t.single.toString(),
    t.senderStatus,
    [...t.payable],
  ]);
  const row = rows[0]!;
  switch (row.status) {
    case 'accounts':
      return { status: 'accounts' };
    case 'posted':
      return {
        status: 'posted',
        transferId: BigInt(row.transfer_id!),
        journalId: BigInt(row.journal_id!),
        balances: row.balances!.map((b) => BigInt(b)),
      };
    case 'settings':
      // as text: Node sends it back as it was written
      return { status: 'settings', settings: row.facts };
    case 'stored':
      return { status: 'stored', stored: JSON.parse(row.facts!) as StoredAnswerRow };
    case 'recipient':
      return { status: 'recipient', recipient: row.facts === null ? null : JSON.parse(row.facts) };
    default:
      return { status: row.status } as TransferRan;
  }
}
