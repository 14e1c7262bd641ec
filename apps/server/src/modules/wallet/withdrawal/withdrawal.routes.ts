import { WALLET_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import { route } from '../../../lib/register-call.js';
import { requireAuth } from '../../../plugins/auth.js';
import type { ZodApp } from '../../../types.js';
import {
  cancelWithdrawal,
  getWithdrawal,
  updateWithdrawalRequest,
  withdrawHistory,
} from './withdrawal-member.service.js';
import { applyWithdrawal, withdrawalFee } from './withdrawal.service.js';

/** Withdrawals: fee preview, apply, history with timelines, cancel and update while applied. */
export async function withdrawalRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.withdrawalFee, (request) =>
    withdrawalFee(deps, requireAuth(request), request.platform, request.query),
  );
  route(app, CALLS.withdraw, (request) =>
    applyWithdrawal(
      deps,
      requireAuth(request),
      request.platform,
      request.body,
      request.headers['idempotency-key'],
    ),
  );
  route(app, CALLS.withdrawHistory, (request) =>
    withdrawHistory(deps, requireAuth(request), request.body),
  );
  route(app, CALLS.withdrawal, (request) =>
    getWithdrawal(deps, requireAuth(request), request.params.id),
  );
  route(app, CALLS.withdrawalCancel, (request) =>
    cancelWithdrawal(
      deps,
      requireAuth(request),
      request.params.id,
      request.headers['idempotency-key'],
    ),
  );
  route(app, CALLS.withdrawalUpdate, (request) =>
    updateWithdrawalRequest(
      deps,
      requireAuth(request),
      request.params.id,
      request.body,
      request.headers['idempotency-key'],
      request.locale,
    ),
  );
}
