import type { AppDeps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { OperatorContext } from '../../lib/console-policy.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { confirmStepUp } from '../operator/index.js';
import { bankAccountPayoutDetails } from '../bank/index.js';
import { bankFileCsv, type PayoutAccount } from './withdrawal-batch.csv.js';
import {
  closeBatchItems,
  findBatchItems,
  lockBatch,
  settleBatchItem,
  updateBatch,
  type BatchItemRow,
} from './withdrawal-batch.repository.js';
import { batchView, visibleBatch } from './withdrawal-batch.service.js';
import { takeWithdrawalStep } from './withdrawal/withdrawal-steps.js';

/** Each withdrawal's bank account as the bank needs it: the full number and the IBAN. */
async function payoutAccounts(
  deps: Pick<AppDeps, 'db' | 'config'>,
  items: BatchItemRow[],
): Promise<Map<number, PayoutAccount>> {
  const accounts = new Map<number, PayoutAccount>();
  for (const item of items) {
    const details = await bankAccountPayoutDetails(deps, item.bank_account_id);
    accounts.set(item.id, { accountNumber: details.accountNumber, iban: details.iban });
  }
  return accounts;
}

/**
 * The money half of a batch: its bank file and the bank's answer. Each withdrawal moves through
 * the wallet's one guarded step (withdrawal-steps.ts), as the withdrawal desk moves it, all in
 * the batch's transaction with its audit entry: a step refused for one withdrawal (rejected
 * meanwhile at the desk, say) leaves the whole batch as it was.
 */

/**
 * The bank's file of an approved or exported batch. The first export sends every withdrawal of
 * it to processing and the batch to exported; a later one is the same file again (audited too:
 * who took a copy of the bank's file matters).
 */
export async function exportBatch(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  operator: OperatorContext,
  id: number,
) {
  const batch = await visibleBatch(deps.db, operator, id, 'withdrawal:batch');
  if (batch.status !== 'approved' && batch.status !== 'exported') {
    throw new AppError('batchStepRefused');
  }
  // the bank pays to the full number: read from the member's bank account (held while the
  // withdrawal is open), decrypted here only, before the transaction (one connection embedded)
  const accounts = await payoutAccounts(deps, await findBatchItems(deps.db, id));
  return inTransaction(deps.db, async (trx) => {
    const locked = await lockBatch(trx, id);
    if (locked?.status !== 'approved' && locked?.status !== 'exported') {
      throw new AppError('batchStepRefused');
    }
    const at = deps.now();
    const first = locked.status === 'approved';
    let row = locked;
    if (first) {
      for (const item of await findBatchItems(trx, id)) {
        await takeWithdrawalStep(trx, {
          withdrawalId: item.id,
          action: 'process',
          actor: { type: 'operator', name: operator.loginName },
          reason: null,
          at,
        });
      }
      row = await updateBatch(trx, id, { status: 'exported', exported_at: at });
    }
    const items = await findBatchItems(trx, id);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'withdrawal:batch',
        action: 'batch:export',
        companyCode: row.company_code,
        target: `batch:${id}`,
        reason: null,
        outcome: 'ok',
        before: { status: locked.status },
        after: { status: row.status, firstExport: first, count: items.length },
        at,
      }),
    );
    return { fileName: `bank-file-batch-${id}.csv`, body: bankFileCsv(row, items, accounts) };
  });
}

export interface BatchResult {
  withdrawalId: number;
  paid: boolean;
}

/** Results naming a withdrawal that is not an open item of the batch, or one named twice. */
function badResults(items: BatchItemRow[], results: BatchResult[]): number[] {
  const open = new Set(items.filter((i) => i.paid === null).map((i) => i.id));
  const seen = new Set<number>();
  const bad = results
    .map((r) => r.withdrawalId)
    .filter((wid) => {
      const refused = !open.has(wid) || seen.has(wid);
      seen.add(wid);
      return refused;
    });
  return [...new Set(bad)];
}

function refuseBad(items: BatchItemRow[], results: BatchResult[]) {
  const bad = badResults(items, results);
  if (bad.length > 0) {
    throw new AppError('batchResultsInvalid', {
      params: { ids: bad.join(', ') },
      details: { withdrawalIds: bad },
    });
  }
}

/**
 * The bank's answer for some or all of an exported batch's withdrawals, with a fresh code: a
 * paid one succeeds (the payout is posted), a failed one fails (its money back to the member).
 * The batch is reconciled once every item is settled, and then holds its withdrawals no more.
 */
export async function reconcileBatch(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  operator: OperatorContext,
  id: number,
  input: { reason: string; code: string; results: BatchResult[] },
) {
  const batch = await visibleBatch(deps.db, operator, id, 'withdrawal:process');
  if (batch.status !== 'exported') throw new AppError('batchStepRefused');
  // checked before the code too, so a mistyped list does not spend the operator's code
  refuseBad(await findBatchItems(deps.db, id), input.results);
  await confirmStepUp(deps, operator, input.code);
  return inTransaction(deps.db, async (trx) => {
    const locked = await lockBatch(trx, id);
    if (locked?.status !== 'exported') throw new AppError('batchStepRefused');
    const items = await findBatchItems(trx, id);
    refuseBad(items, input.results);
    const at = deps.now();
    const results = [...input.results].sort((a, b) => a.withdrawalId - b.withdrawalId);
    for (const r of results) {
      await takeWithdrawalStep(trx, {
        withdrawalId: r.withdrawalId,
        action: r.paid ? 'succeed' : 'fail',
        actor: { type: 'operator', name: operator.loginName },
        reason: input.reason,
        at,
      });
      await settleBatchItem(trx, id, r.withdrawalId, r.paid);
    }
    const open = items.filter((i) => i.paid === null).length - results.length;
    const row =
      open === 0 ? await updateBatch(trx, id, { status: 'reconciled', reconciled_at: at }) : locked;
    if (open === 0) await closeBatchItems(trx, id);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'withdrawal:process',
        action: 'batch:reconcile',
        companyCode: row.company_code,
        target: `batch:${id}`,
        reason: input.reason,
        outcome: 'ok',
        before: { status: locked.status },
        after: {
          status: row.status,
          paid: results.filter((r) => r.paid).map((r) => r.withdrawalId),
          failed: results.filter((r) => !r.paid).map((r) => r.withdrawalId),
          open,
        },
        at,
      }),
    );
    return batchView(row);
  });
}
