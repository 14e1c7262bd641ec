import type { WithdrawalStatus } from '@portal/contract';
import type { Db } from '../../db/client.js';

/**
 * Withdrawals in these statuses, of these companies (undefined: all). The wallet module's face
 * has no count of its queue yet (its console queue pages and counts with filters of its own),
 * so the home reads this one count here, on the (status, id) index of migration 0009.
 */
export async function countWithdrawalsIn(
  db: Db,
  statuses: readonly WithdrawalStatus[],
  companies: readonly string[] | undefined,
): Promise<number> {
  let q = db.selectFrom('wallet_withdrawal').where('status', 'in', [...statuses]);
  if (companies) q = q.where('company_code', 'in', companies.length ? [...companies] : ['']);
  const row = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
