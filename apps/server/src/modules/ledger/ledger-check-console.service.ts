import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { publish } from '../../lib/events/index.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { findLastCheckResult, insertCheckResult } from './ledger-check-console.repository.js';
import { verifyLedger } from './verify.service.js';

/** Problems a stored result keeps; the CLI's `ledger:verify` prints every one. */
const KEPT_PROBLEMS = 20;

type ResultRow = NonNullable<Awaited<ReturnType<typeof findLastCheckResult>>>;

const viewOf = (r: ResultRow) => ({
  id: Number(r.id),
  at: r.at.toISOString(),
  by: r.by,
  ok: r.ok,
  problems: r.problems,
  firstProblems: (typeof r.first_problems === 'string'
    ? JSON.parse(r.first_problems)
    : r.first_problems) as string[],
});

/**
 * The ledger check from the console: the ledger's own checks (verifyLedger) and those of the
 * modules that keep money in it beside records of their own (the wallet's clearing account
 * against its pending withdrawals), which answer the `ledgerChecking` event: the same checks
 * as the CLI's `ledger:verify`. The result is kept and audited in one transaction.
 */
export async function runLedgerCheck(deps: DbClockDeps, operator: OperatorContext) {
  requirePermission(operator, 'ledger:verify');
  const at = deps.now();
  const row = await inTransaction(deps.db, async (trx) => {
    const report = await verifyLedger(trx);
    const problems = [...report.problems];
    await publish(trx, 'ledgerChecking', { problems });
    const result = {
      at,
      by: operator.loginName,
      ok: problems.length === 0,
      problems: problems.length,
      firstProblems: problems.slice(0, KEPT_PROBLEMS),
    };
    const id = await insertCheckResult(trx, result);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'ledger:verify',
        action: 'ledger:verify',
        target: 'ledger',
        outcome: result.ok ? 'ok' : 'failed',
        after: { ok: result.ok, problems: result.problems, first: problems.slice(0, 5) },
        at,
      }),
    );
    return { ...result, id };
  });
  return viewOf({
    id: row.id,
    at: row.at,
    by: row.by,
    ok: row.ok,
    problems: row.problems,
    first_problems: row.firstProblems,
  });
}

/** The last check's result for the console, or null when none ran. */
export async function lastLedgerCheck(deps: DbDeps, operator: OperatorContext) {
  requirePermission(operator, 'home:view');
  return lastLedgerCheckResult(deps.db);
}

/** The last stored result (the console's home), or null. */
export async function lastLedgerCheckResult(db: Db) {
  const row = await findLastCheckResult(db);
  return row ? viewOf(row) : null;
}
