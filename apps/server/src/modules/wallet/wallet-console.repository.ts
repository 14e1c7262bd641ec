import type { WithdrawalStatus } from '@portal/contract';
import type { Db } from '../../db/client.js';

export interface WithdrawalQueueFilter {
  status?: WithdrawalStatus;
  companies?: readonly string[];
  minAmount?: bigint;
  maxAmount?: bigint;
  createdBefore?: Date;
}

function queue(db: Db, f: WithdrawalQueueFilter) {
  let q = db.selectFrom('wallet_withdrawal as w');
  if (f.status !== undefined) q = q.where('w.status', '=', f.status);
  if (f.companies)
    q = q.where('w.company_code', 'in', f.companies.length ? [...f.companies] : ['']);
  if (f.minAmount !== undefined) q = q.where('w.amount', '>=', f.minAmount);
  if (f.maxAmount !== undefined) q = q.where('w.amount', '<=', f.maxAmount);
  if (f.createdBefore) q = q.where('w.created_at', '<', f.createdBefore);
  return q;
}

/**
 * One page of the queue, oldest first (the (status, id) index serves a status filter): the
 * page's ids first, then their rows with the member's login, so a deep page joins 50 members,
 * not every row it skipped.
 */
export function findWithdrawalQueue(
  db: Db,
  f: WithdrawalQueueFilter,
  limit: number,
  offset: number,
) {
  const page = queue(db, f).select('w.id').orderBy('w.id').limit(limit).offset(offset);
  return db
    .selectFrom('wallet_withdrawal as w')
    .innerJoin('member as m', 'm.id', 'w.member_id')
    .where('w.id', 'in', page)
    .select([
      'w.id',
      'w.member_id',
      'm.login_name',
      'w.company_code',
      'w.account',
      'w.amount',
      'w.fee',
      'w.currency',
      'w.minor_unit',
      'w.status',
      'w.bank_name',
      'w.masked_account_number',
      'w.payment_method',
      'w.created_at',
      'w.updated_at',
    ])
    .orderBy('w.id')
    .execute();
}

export async function countWithdrawalQueue(db: Db, f: WithdrawalQueueFilter): Promise<number> {
  const row = await queue(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findWithdrawalCompany(db: Db, id: number) {
  return db
    .selectFrom('wallet_withdrawal as w')
    .select([
      'w.company_code',
      'w.status',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('withdrawal_batch_item as i')
              .select('i.batch_id')
              .whereRef('i.withdrawal_id', '=', 'w.id')
              .where('i.open', '=', true),
          )
          .as('in_open_batch'),
    ])
    .where('w.id', '=', id)
    .executeTakeFirst();
}
