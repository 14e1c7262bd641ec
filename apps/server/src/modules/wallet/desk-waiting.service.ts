import type { Db } from '../../db/client.js';
import { companyScope, type OperatorContext } from '../../lib/console-policy.js';
import {
  countAdjustmentsAwaiting,
  countBatchesAwaiting,
  countUndecidedWithdrawals,
} from './desk-waiting.repository.js';

/**
 * What the money desk holds for an operator, for the console's home (whose entry point checks
 * `home:view`): the withdrawals waiting for a decision, and what waits for a second operator's
 * approval that this operator did not prepare (null where they may not approve it), each limited
 * to the operator's companies.
 */
export async function moneyDeskWaiting(db: Db, operator: OperatorContext) {
  const scope = companyScope(operator);
  const may = (permission: 'withdrawal:approve' | 'adjustment:approve') =>
    operator.permissions.has(permission);
  const [pendingWithdrawals, batches, adjustments] = await Promise.all([
    countUndecidedWithdrawals(db, scope),
    may('withdrawal:approve') ? countBatchesAwaiting(db, operator.loginName, scope) : null,
    may('adjustment:approve') ? countAdjustmentsAwaiting(db, operator.loginName, scope) : null,
  ]);
  return { pendingWithdrawals, batches, adjustments };
}
