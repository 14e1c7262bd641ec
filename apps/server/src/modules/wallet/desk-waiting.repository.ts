import { WITHDRAWAL_STATUS } from '@portal/contract';
import type { Db } from '../../db/client.js';

/** The companies a count is limited to (undefined: all; an empty list matches none). */
type Scope = readonly string[] | undefined;
const listOf = (scope: readonly string[]) => (scope.length ? [...scope] : ['']);

const counted = (row: { n: string }) => Number(row.n);

/** Withdrawals waiting for a decision: applied, or changed by the member since (status index). */
export async function countUndecidedWithdrawals(db: Db, scope: Scope) {
  let q = db
    .selectFrom('wallet_withdrawal')
    .where('status', 'in', [WITHDRAWAL_STATUS.applied, WITHDRAWAL_STATUS.updated]);
  if (scope) q = q.where('company_code', 'in', listOf(scope));
  return counted(
    await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}

/** Batches prepared by someone else, waiting for a second operator's approval. */
export async function countBatchesAwaiting(db: Db, notBy: string, scope: Scope) {
  let q = db
    .selectFrom('withdrawal_batch')
    .where('status', '=', 'prepared')
    .where('prepared_by', '<>', notBy);
  if (scope) q = q.where('company_code', 'in', listOf(scope));
  return counted(
    await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}

/** Adjustments above the threshold prepared by someone else, waiting for approval. */
export async function countAdjustmentsAwaiting(db: Db, notBy: string, scope: Scope) {
  let q = db
    .selectFrom('wallet_adjustment_request')
    .where('status', '=', 'pending')
    .where('prepared_by', '<>', notBy);
  if (scope) q = q.where('company_code', 'in', listOf(scope));
  return counted(
    await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
}
