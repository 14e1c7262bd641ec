import {
  formatMinor,
  MOVEMENT_REFERENCES,
  TRANSACTION_EXPORT_MAX_ROWS,
  type Locale,
  type JournalType,
  type MemberAccount,
  type RecentMovementsQuery,
  type TransactionsExportQuery,
  type TransactionsPage,
  type TransactionsQuery,
  type WalletMovement,
} from '@portal/contract';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import {
  countMovements,
  findMovements,
  type MovementFilter,
  type MovementRow,
} from './history.repository.js';
import { transactionsCsv } from './transactions-csv.js';
import type { MemberContext } from '../../lib/member-context.js';

/** The entry's own reference, when it is one a member can look up (withdrawal, order, cycle). */
function referenceOf(type: string | null, id: string | null): WalletMovement['reference'] {
  if (!type || !id) return null;
  const kind = SHOWN_REFERENCES.find((k) => k === type);
  return kind ? { kind, id } : null;
}
const SHOWN_REFERENCES = MOVEMENT_REFERENCES.filter((k) => k !== 'transfer');

export function toMovement(row: MovementRow, memberId: number): WalletMovement {
  const amount = (v: bigint) => formatMinor(v, row.minor_unit);
  const isOther = row.other_id !== null && row.other_id !== memberId;
  return {
    id: row.id.toString(),
    journalId: row.entry_id.toString(),
    account: row.kind as MemberAccount,
    // a money account's postings only (history.repository): never a points journal
    type: row.type as JournalType,
    amount: amount(row.amount),
    balanceAfter: amount(row.balance_after),
    currency: row.currency,
    createdAt: row.created_at.toISOString(),
    reference:
      row.transfer_id !== null
        ? { kind: 'transfer', id: row.transfer_id.toString() }
        : referenceOf(row.ref_type, row.ref_id),
    counterparty: isOther
      ? { memberId: row.other_id!, loginName: row.other_login!, name: row.other_name! }
      : null,
    remark: row.remark,
  };
}

function filterOf(
  auth: MemberContext,
  q: Omit<TransactionsExportQuery, 'account'> & { account?: MemberAccount },
): MovementFilter {
  return {
    memberId: auth.memberId,
    account: q.account,
    type: q.type,
    start: q.start ? new Date(q.start) : undefined,
    end: q.end ? new Date(q.end) : undefined,
  };
}

/** `GET /bo/ewallet/recentMovements`: the latest movements of one or all accounts. */
export async function recentMovements(
  deps: DbDeps,
  auth: MemberContext,
  query: RecentMovementsQuery,
): Promise<WalletMovement[]> {
  const rows = await findMovements(
    deps.db,
    { memberId: auth.memberId, account: query.account },
    query.limit,
  );
  return rows.map((r) => toMovement(r, auth.memberId));
}

/** `GET /bo/ewallet/transactions`: one account, filtered by type and time, newest first. */
export async function transactions(
  deps: DbDeps,
  auth: MemberContext,
  query: TransactionsQuery,
): Promise<TransactionsPage> {
  const filter = filterOf(auth, query);
  const [rows, total] = await Promise.all([
    findMovements(deps.db, filter, query.pageSize, (query.pageNum - 1) * query.pageSize),
    countMovements(deps.db, filter),
  ]);
  return {
    list: rows.map((r) => toMovement(r, auth.memberId)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** `GET /bo/ewallet/transactions/export`: the same filter as a CSV file, in the member's language. */
export async function exportTransactions(
  deps: DbClockDeps,
  auth: MemberContext,
  query: TransactionsExportQuery,
  locale: Locale,
): Promise<{ fileName: string; body: string }> {
  const rows = await findMovements(deps.db, filterOf(auth, query), TRANSACTION_EXPORT_MAX_ROWS);
  return transactionsCsv(
    rows.map((r) => toMovement(r, auth.memberId)),
    query.account,
    locale,
    deps.now(),
  );
}
