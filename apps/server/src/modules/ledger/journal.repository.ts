import type { LedgerJournalType } from './ledger.tables.js';
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { PlannedPosting, PostingLine } from './journal-plan.js';
import { arrayLiteral } from '../../db/bulk-write.js';
import type { Trx } from '../../db/transaction.js';
import type { StatementWrite } from '../../db/statement-write.js';

export interface EntryValues {
  companyCode: string;
  type: LedgerJournalType;
  refType: string | null;
  refId: string | null;
  memo: string | null;
  createdBy: string;
  at: Date;
}

/**
 * `unnest(array, …) as alias(col, …)` of bigint rows (null allowed), usable as a table: one
 * parameter per column, however many rows (a VALUES list took three per posting and passed the
 * protocol's 65,535 at a bonus close of ~22,000 postings). Bigints go as text, exact in every driver.
 */
function bigintRows<C extends string, A extends string>(
  alias: A,
  columns: C[],
  rows: Array<Array<bigint | null>>,
) {
  const arrays = columns.map(
    (_c, i) => sql`${rows.map((r) => (r[i] === null ? null : r[i]!.toString()))}::bigint[]`,
  );
  const aliasSql = sql`${sql.id(alias)}(${sql.join(columns.map((c) => sql.id(c)))})`;
  return (sql`unnest(${sql.join(arrays)})` as RawBuilder<Record<C, bigint>>).as<A>(aliasSql);
}

/**
 * Another module's writes that belong with a journal (the vacation balance and its history
 * entry with the points journal), each a data-modifying query that becomes one more CTE of the
 * journal's statement: no round trip of their own, and written only if the journal is.
 */
export type AlongsideWrite = StatementWrite | NamedWrite;

/**
 * A caller's write (or read) whose CTE has a name: it may read the new entry's id (`entry`) and
 * the named CTEs before it (a row that records the journal, an answer made of that row). The
 * ledger's own names (entry, lines, moved, appended, alongside_*) are taken.
 */
export interface NamedWrite {
  as: string;
  write: StatementWrite;
}

/**
 * The entry, its postings and the balance changes in one statement (data-modifying CTEs):
 * one round trip however many postings, and `alongside` writes in it too (`read`: what the
 * statement answers of them, beside the entry's id). The
 * accounts are already locked by the caller, except hot ones: their change is appended to
 * `ledger_pending` instead of added to their row, so concurrent entries never wait on them.
 */
export async function writeEntry(
  trx: Trx,
  e: EntryValues,
  postings: PlannedPosting[],
  deltas: Array<{ accountId: bigint; delta: bigint; hot: boolean }>,
  alongside: readonly AlongsideWrite[] = [],
  read?: Expression<unknown>,
): Promise<{ id: bigint; read: unknown }> {
  const locked = deltas.filter((d) => !d.hot);
  const appended = deltas.filter((d) => d.hot);
  // the journal's own CTEs are SQL templates, not query builders: the same text, built for a
  // fraction of the CPU (two journals a paid order, and the builders were most of their cost)
  let written = trx
    .with('entry', () => entryInsert(e))
    .with('lines', () => postingsInsert(e.at, postings));
  if (locked.length) {
    written = written.with('moved', () => balancesUpdate(locked)) as unknown as typeof written;
  }
  if (appended.length) {
    // a hot account's row is neither locked nor written: its change waits for the roll-up
    written = written.with('appended', () => pendingInsert(appended)) as unknown as typeof written;
  }
  alongside.forEach((write, i) => {
    const [name, query] =
      typeof write === 'function' ? [`alongside_${i}`, write] : [write.as, write.write];
    written = written.with(name, query as never) as unknown as typeof written;
  });
  const row = await written
    .selectFrom('entry')
    .select(['id', sql<unknown>`${read ?? sql`null`}`.as('read')])
    .executeTakeFirstOrThrow();
  return { id: row.id, read: row.read };
}

type Delta = { accountId: bigint; delta: bigint };
/** a write CTE that answers no rows */
type NoRows = Record<string, never>;

/** The entry's row, answering its id (a CTE's body, so in parentheses). */
const entryInsert = (e: EntryValues) =>
  sql<{
    id: bigint;
  }>`(insert into "journal_entry" ("company_code", "type", "ref_type", "ref_id", "memo", "created_by", "created_at") values (${e.companyCode}, ${e.type}, ${e.refType}, ${e.refId}, ${e.memo}, ${e.createdBy}, ${e.at}) returning "id")`;

/** The postings of the `entry` CTE's id, one unnest row each. */
const postingsInsert = (at: Date, postings: PlannedPosting[]) =>
  sql<NoRows>`(insert into "posting" ("entry_id", "account_id", "amount", "balance_after", "created_at") select "entry"."id", "v"."account_id", "v"."amount", "v"."balance_after", ${at}::timestamptz as "created_at" from "entry", ${bigintRows(
    'v',
    ['account_id', 'amount', 'balance_after'],
    postings.map((p) => [p.accountId, p.amount, p.balanceAfter]),
  )})`;

/** The locked accounts' balances changed by their deltas. */
const balancesUpdate = (locked: Delta[]) =>
  sql<NoRows>`(update "ledger_account" set "balance" = "ledger_account"."balance" + "d"."delta" from ${bigintRows(
    'd',
    ['id', 'delta'],
    locked.map((d) => [d.accountId, d.delta]),
  )} where "ledger_account"."id" = "d"."id")`;

/** The hot accounts' changes, appended for the roll-up. */
const pendingInsert = (appended: Delta[]) =>
  sql<NoRows>`(insert into "ledger_pending" ("account_id", "amount") select "h"."account_id", "h"."amount" from ${bigintRows(
    'h',
    ['account_id', 'amount'],
    appended.map((d) => [d.accountId, d.delta]),
  )})`;

/** A posting to a member's account named by owner and kind (the account may not be open yet). */
export interface MemberPostingColumns {
  memberIds: readonly number[];
  kinds: readonly string[];
  amounts: readonly bigint[];
}

/**
 * One call of `ledger_post_to_members` (migrations 0074, 0080): opens the members' missing accounts of
 * `openKinds`, locks, checks and writes the entry with its postings (those by account id first,
 * then the members', in the order given) and the new balances. The columns go as array literals
 * (one parameter each, built here): a bonus close sends a third of a million postings.
 */
export async function writeEntryToMembers(
  trx: Trx,
  e: EntryValues & { currency: string; minorUnit: number },
  byId: readonly PostingLine[],
  toMembers: MemberPostingColumns,
  openKinds: readonly string[],
): Promise<bigint> {
  const { rows } = await sql<{ id: string }>`
    select ledger_post_to_members(${e.companyCode}, ${e.currency}, ${e.minorUnit}::integer,
      ${e.type}, ${e.refType}, ${e.refId}, ${e.memo}, ${e.createdBy}, ${e.at}::timestamptz,
      ${arrayLiteral(byId.map((p) => p.accountId))}::bigint[],
      ${arrayLiteral(byId.map((p) => p.amount))}::bigint[],
      ${arrayLiteral(toMembers.memberIds)}::integer[], ${arrayLiteral(toMembers.kinds)}::text[],
      ${arrayLiteral(toMembers.amounts)}::bigint[], ${arrayLiteral(openKinds)}::text[])::text as id`.execute(
    trx,
  );
  return BigInt(rows[0]!.id);
}
