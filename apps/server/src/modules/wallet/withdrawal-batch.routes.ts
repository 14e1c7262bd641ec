import { CONSOLE_BATCHES_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { sendDownload } from '../../lib/download.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import { cancelBatch } from './withdrawal-batch.cancel.js';
import { dropBatchItem } from './withdrawal-batch.drop.js';
import { exportBatch, reconcileBatch } from './withdrawal-batch.payout.js';
import {
  approveBatch,
  batchDetail,
  listBatches,
  prepareBatch,
} from './withdrawal-batch.service.js';

/** The console's withdrawal batches: prepare, approve (four eyes), cancel or drop one item, the
 * bank file, reconcile. */
export async function withdrawalBatchRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_BATCHES_CALLS;
  route(app, C.batches, (req) => listBatches(deps, requireOperator(req), req.query));
  route(app, C.batch, (req) => batchDetail(deps, requireOperator(req), req.params.id));
  route(app, C.batchPrepare, (req) => prepareBatch(deps, requireOperator(req), req.body));
  route(app, C.batchApprove, (req) =>
    approveBatch(deps, requireOperator(req), req.params.id, req.body),
  );
  route(app, C.batchCancel, (req) =>
    cancelBatch(deps, requireOperator(req), req.params.id, req.body),
  );
  route(app, C.batchDropItem, (req) =>
    dropBatchItem(deps, requireOperator(req), req.params.id, req.params.withdrawalId, req.body),
  );
  route(app, C.batchExport, async (req, reply) => {
    const file = await exportBatch(deps, requireOperator(req), req.params.id);
    return sendDownload(reply, file.fileName, file.body, 'text/csv; charset=utf-8');
  });
  route(app, C.batchReconcile, (req) =>
    reconcileBatch(deps, requireOperator(req), req.params.id, req.body),
  );
}
