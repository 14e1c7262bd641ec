import { sql } from 'kysely';
import { PENDING_WITHDRAWAL_STATUSES } from '@portal/contract';
import type { Db } from '../../db/client.js';

/** Each company's clearing balance beside the withdrawals that should be in it, where they differ. */
export function findClearingMismatches(db: Db) {
  const clearing = db
    .selectFrom('ledger_account')
    .select(['company_code', 'currency', 'balance'])
    .where('member_id', 'is', null)
    .where('kind', '=', 'withdrawalClearing')
    .as('a');
  const pending = db
    .selectFrom('wallet_withdrawal')
    .select(['company_code', 'currency', sql<string>`sum(amount)`.as('total')])
    .where('status', 'in', [...PENDING_WITHDRAWAL_STATUSES])
    .groupBy(['company_code', 'currency'])
    .as('w');
  return db
    .selectFrom(clearing)
    .fullJoin(pending, (join) =>
      join.onRef('w.company_code', '=', 'a.company_code').onRef('w.currency', '=', 'a.currency'),
    )
    .select([
      sql<string>`coalesce(a.company_code, w.company_code)`.as('company_code'),
      sql<string>`coalesce(a.currency, w.currency)`.as('currency'),
      sql<string>`coalesce(a.balance, 0)`.as('clearing'),
      sql<string>`coalesce(w.total, 0)`.as('pending'),
    ])
    .where(sql<boolean>`coalesce(a.balance, 0) <> coalesce(w.total, 0)`)
    .execute();
}
