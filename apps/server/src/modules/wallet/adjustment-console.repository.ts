import type { AdjustmentStatus } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { WalletAdjustmentRequestTable } from './adjustment-console.tables.js';

export interface AdjustmentFilter {
  status?: AdjustmentStatus;
  /** undefined for every company; an empty list matches none */
  companies?: readonly string[];
}

/** The member an adjustment is for: the login names it to the wallet's adjustment. */
export function findAdjustmentMember(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['id', 'login_name', 'company_code'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export async function insertAdjustmentRequest(
  trx: Trx,
  values: Insertable<WalletAdjustmentRequestTable>,
): Promise<number> {
  const row = await trx
    .insertInto('wallet_adjustment_request')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function requests(db: Db) {
  return db
    .selectFrom('wallet_adjustment_request as a')
    .innerJoin('member as m', 'm.id', 'a.member_id')
    .selectAll('a')
    .select('m.login_name');
}
export type AdjustmentRow = NonNullable<Awaited<ReturnType<typeof findAdjustmentRequest>>>;

export function findAdjustmentRequest(db: Db, id: number) {
  return requests(db).where('a.id', '=', id).executeTakeFirst();
}

function filtered(db: Db, f: AdjustmentFilter) {
  let q = db.selectFrom('wallet_adjustment_request as a');
  if (f.status) q = q.where('a.status', '=', f.status);
  if (f.companies)
    q = q.where('a.company_code', 'in', f.companies.length ? [...f.companies] : ['']);
  return q;
}

/** One page, newest first. */
export function findAdjustmentPage(db: Db, f: AdjustmentFilter, limit: number, offset: number) {
  return filtered(db, f)
    .innerJoin('member as m', 'm.id', 'a.member_id')
    .selectAll('a')
    .select('m.login_name')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAdjustments(db: Db, f: AdjustmentFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Decides a pending request; false when it was no longer pending (another operator was first:
 * the row lock makes the second wait, then its `status = 'pending'` no longer holds).
 */
export async function decideAdjustmentRequest(
  trx: Trx,
  id: number,
  decision: {
    status: 'applied' | 'rejected';
    decidedBy: string;
    decidedAt: Date;
    reason: string;
    journalId: bigint | null;
  },
): Promise<boolean> {
  const row = await trx
    .updateTable('wallet_adjustment_request')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: decision.decidedAt,
      decision_reason: decision.reason,
      journal_id: decision.journalId,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
