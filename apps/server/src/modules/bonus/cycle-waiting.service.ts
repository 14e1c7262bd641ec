import type { Db } from '../../db/client.js';
import { companyScope, type OperatorContext } from '../../lib/console-policy.js';
import { countRunsAwaitingAudit } from './cycle-console.repository.js';

/**
 * Commission runs waiting for this operator's audit, for the console's home (whose entry point
 * checks `home:view`): previewed by another operator, of the operator's companies; null when
 * they may not audit.
 */
export function runsAwaitingAudit(db: Db, operator: OperatorContext): Promise<number | null> {
  if (!operator.permissions.has('cycle:audit')) return Promise.resolve(null);
  return countRunsAwaitingAudit(db, operator.loginName, companyScope(operator));
}
