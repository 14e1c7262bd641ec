import { PENDING_WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { WalletWithdrawalEventTable, WalletWithdrawalTable } from '../wallet.tables.js';

/**
 * Whether a bank account still has a withdrawal waiting to be paid to it (applied, approved,
 * processing or updated). The bank module refuses to delete such an account.
 */
export async function hasPendingWithdrawal(db: Db, bankAccountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('wallet_withdrawal')
    .select('id')
    .where('bank_account_id', '=', bankAccountId)
    .where('status', 'in', [...PENDING_WITHDRAWAL_STATUSES])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const WITHDRAWAL_COLUMNS = [
  'id',
  'member_id',
  'company_code',
  'account',
  'amount',
  'fee',
  'currency',
  'minor_unit',
  'bank_account_id',
  'bank_name',
  'masked_account_number',
  'holder_name',
  'account_type',
  'payment_method',
  'status',
  'created_at',
  'updated_at',
] as const;

export async function insertWithdrawal(db: Db, row: Insertable<WalletWithdrawalTable>) {
  return db
    .insertInto('wallet_withdrawal')
    .values(row)
    .returning(WITHDRAWAL_COLUMNS)
    .executeTakeFirstOrThrow();
}
export type WithdrawalRow = Awaited<ReturnType<typeof insertWithdrawal>>;

/** The row, locked: one step at a time per withdrawal. */
export function lockWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  return db
    .selectFrom('wallet_withdrawal')
    .select(WITHDRAWAL_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateWithdrawal(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      WithdrawalRow,
      | 'status'
      | 'amount'
      | 'bank_account_id'
      | 'bank_name'
      | 'masked_account_number'
      | 'holder_name'
      | 'account_type'
      | 'updated_at'
    >
  >,
): Promise<WithdrawalRow> {
  return db
    .updateTable('wallet_withdrawal')
    .set(changes)
    .where('id', '=', id)
    .returning(WITHDRAWAL_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function insertWithdrawalEvent(db: Db, row: Insertable<WalletWithdrawalEventTable>) {
  return db
    .insertInto('wallet_withdrawal_event')
    .values(row)
    .returning(['withdrawal_id', 'from_status', 'to_status', 'actor_type', 'reason', 'created_at'])
    .executeTakeFirstOrThrow();
}
export type WithdrawalEventRow = Awaited<ReturnType<typeof insertWithdrawalEvent>>;

export function findEvents(db: Db, withdrawalIds: number[]): Promise<WithdrawalEventRow[]> {
  if (withdrawalIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('wallet_withdrawal_event')
    .select(['withdrawal_id', 'from_status', 'to_status', 'actor_type', 'reason', 'created_at'])
    .where('withdrawal_id', 'in', withdrawalIds)
    .orderBy('id')
    .execute();
}

export function findOwnWithdrawal(db: Db, memberId: number, id: number) {
  return db
    .selectFrom('wallet_withdrawal')
    .select(WITHDRAWAL_COLUMNS)
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export interface WithdrawalFilter {
  memberId?: number;
  status?: WithdrawalStatus;
}

export function findWithdrawalPage(
  db: Db,
  filter: WithdrawalFilter,
  limit: number,
  offset: number,
) {
  let q = db.selectFrom('wallet_withdrawal').select(WITHDRAWAL_COLUMNS);
  if (filter.memberId !== undefined) q = q.where('member_id', '=', filter.memberId);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  return q.orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countWithdrawals(db: Db, filter: WithdrawalFilter): Promise<number> {
  let q = db.selectFrom('wallet_withdrawal').select((eb) => eb.fn.countAll<bigint>().as('n'));
  if (filter.memberId !== undefined) q = q.where('member_id', '=', filter.memberId);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  return Number((await q.executeTakeFirstOrThrow()).n);
}
