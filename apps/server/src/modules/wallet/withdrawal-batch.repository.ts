import type { WithdrawalBatchStatus } from '@portal/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { WithdrawalBatchTable } from './withdrawal-batch.tables.js';

export interface BatchFilter {
  status?: WithdrawalBatchStatus;
  companies?: readonly string[];
}

const BATCH_COLUMNS = [
  'id',
  'company_code',
  'status',
  'prepared_by',
  'prepared_at',
  'approved_by',
  'approved_at',
  'exported_at',
  'reconciled_at',
  'cancelled_by',
  'cancelled_at',
  'total',
  'currency',
  'minor_unit',
  'count',
] as const;

function batches(db: Db, f: BatchFilter) {
  let q = db.selectFrom('withdrawal_batch');
  if (f.status) q = q.where('status', '=', f.status);
  if (f.companies) q = q.where('company_code', 'in', f.companies.length ? [...f.companies] : ['']);
  return q;
}

/** One page of batches, newest first. */
export function findBatchPage(db: Db, f: BatchFilter, limit: number, offset: number) {
  return batches(db, f)
    .select(BATCH_COLUMNS)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countBatches(db: Db, f: BatchFilter): Promise<number> {
  const row = await batches(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findBatch(db: Db, id: number) {
  return db
    .selectFrom('withdrawal_batch')
    .select(BATCH_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type BatchRow = NonNullable<Awaited<ReturnType<typeof findBatch>>>;

/** The batch, locked: one step at a time per batch. */
export function lockBatch(db: Db, id: number): Promise<BatchRow | undefined> {
  return db
    .selectFrom('withdrawal_batch')
    .select(BATCH_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function insertBatch(db: Db, row: Insertable<WithdrawalBatchTable>): Promise<BatchRow> {
  return db
    .insertInto('withdrawal_batch')
    .values(row)
    .returning(BATCH_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateBatch(
  db: Db,
  id: number,
  patch: Updateable<WithdrawalBatchTable>,
): Promise<BatchRow> {
  return db
    .updateTable('withdrawal_batch')
    .set(patch)
    .where('id', '=', id)
    .returning(BATCH_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * The withdrawals a new batch would take, locked in id order (two batches gathering the same
 * withdrawal wait for each other), each with whether an open batch holds it already.
 */
export function lockBatchCandidates(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('wallet_withdrawal as w')
    .select([
      'w.id',
      'w.company_code',
      'w.status',
      'w.amount',
      'w.fee',
      'w.currency',
      'w.minor_unit',
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('withdrawal_batch_item as i')
            .select('i.batch_id')
            .whereRef('i.withdrawal_id', '=', 'w.id')
            .where('i.open', '=', true),
        )
        .as('in_batch'),
    )
    .where('w.id', 'in', [...ids])
    .orderBy('w.id')
    .forUpdate()
    .execute();
}

export async function insertBatchItems(db: Db, batchId: number, ids: readonly number[]) {
  await db
    .insertInto('withdrawal_batch_item')
    .values(ids.map((withdrawal_id) => ({ batch_id: batchId, withdrawal_id, paid: null })))
    .execute();
}

/** A batch's withdrawals as the console and the bank file show them, in id order. */
export function findBatchItems(db: Db, batchId: number) {
  return db
    .selectFrom('withdrawal_batch_item as i')
    .innerJoin('wallet_withdrawal as w', 'w.id', 'i.withdrawal_id')
    .innerJoin('member as m', 'm.id', 'w.member_id')
    .select([
      'w.id',
      'm.login_name',
      'w.amount',
      'w.fee',
      'w.currency',
      'w.bank_name',
      'w.masked_account_number',
      'w.bank_account_id',
      'w.holder_name',
      'w.status',
      'i.paid',
    ])
    .where('i.batch_id', '=', batchId)
    .orderBy('w.id')
    .execute();
}
export type BatchItemRow = Awaited<ReturnType<typeof findBatchItems>>[number];

/** The bank's answer for one item. */
export async function settleBatchItem(
  db: Db,
  batchId: number,
  withdrawalId: number,
  paid: boolean,
) {
  await db
    .updateTable('withdrawal_batch_item')
    .set({ paid })
    .where('batch_id', '=', batchId)
    .where('withdrawal_id', '=', withdrawalId)
    .execute();
}

/** A reconciled or cancelled batch holds its withdrawals no more. */
export async function closeBatchItems(db: Db, batchId: number) {
  await db
    .updateTable('withdrawal_batch_item')
    .set({ open: false })
    .where('batch_id', '=', batchId)
    .execute();
}

/**
 * Takes one withdrawal out of a batch before its bank file: its item row goes (the audit entry
 * names it), which frees the withdrawal for another batch.
 */
export async function deleteBatchItem(db: Db, batchId: number, withdrawalId: number) {
  await db
    .deleteFrom('withdrawal_batch_item')
    .where('batch_id', '=', batchId)
    .where('withdrawal_id', '=', withdrawalId)
    .execute();
}
