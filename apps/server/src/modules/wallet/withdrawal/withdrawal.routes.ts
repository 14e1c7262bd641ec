import {
  envelope,
  idempotencyHeadersSchema,
  WALLET_PATHS,
  withdrawalFeeQuerySchema,
  withdrawalFeeSchema,
  withdrawalIdParamsSchema,
  withdrawalSchema,
  withdrawalUpdateBodySchema,
  withdrawBodySchema,
  withdrawHistoryBodySchema,
  withdrawHistorySchema,
} from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import { ok } from '../../../lib/envelope.js';
import { requireAuth } from '../../../plugins/auth.js';
import type { ZodApp } from '../../../types.js';
import {
  cancelWithdrawal,
  getWithdrawal,
  updateWithdrawalRequest,
  withdrawHistory,
} from './withdrawal-member.service.js';
import { applyWithdrawal, withdrawalFee } from './withdrawal.service.js';

const tags = ['wallet'];
const one = { 200: envelope(withdrawalSchema) };

/** Withdrawals: fee preview, apply, history with timelines, cancel and update while applied. */
export async function withdrawalRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    WALLET_PATHS.withdrawalFee,
    {
      schema: {
        tags,
        querystring: withdrawalFeeQuerySchema,
        response: { 200: envelope(withdrawalFeeSchema) },
      },
    },
    async (request) =>
      ok(await withdrawalFee(deps, requireAuth(request), request.platform, request.query)),
  );

  app.post(
    WALLET_PATHS.withdraw,
    {
      schema: { tags, headers: idempotencyHeadersSchema, body: withdrawBodySchema, response: one },
    },
    async (request) =>
      ok(
        await applyWithdrawal(
          deps,
          requireAuth(request),
          request.platform,
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.post(
    WALLET_PATHS.withdrawHistory,
    {
      schema: {
        tags,
        body: withdrawHistoryBodySchema,
        response: { 200: envelope(withdrawHistorySchema) },
      },
    },
    async (request) => ok(await withdrawHistory(deps, requireAuth(request), request.body)),
  );

  app.get(
    WALLET_PATHS.withdrawal,
    { schema: { tags, params: withdrawalIdParamsSchema, response: one } },
    async (request) => ok(await getWithdrawal(deps, requireAuth(request), request.params.id)),
  );

  app.post(
    WALLET_PATHS.withdrawalCancel,
    {
      schema: {
        tags,
        headers: idempotencyHeadersSchema,
        params: withdrawalIdParamsSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await cancelWithdrawal(
          deps,
          requireAuth(request),
          request.params.id,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.post(
    WALLET_PATHS.withdrawalUpdate,
    {
      schema: {
        tags,
        headers: idempotencyHeadersSchema,
        params: withdrawalIdParamsSchema,
        body: withdrawalUpdateBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await updateWithdrawalRequest(
          deps,
          requireAuth(request),
          request.params.id,
          request.body,
          request.headers['idempotency-key'],
          request.locale,
        ),
      ),
  );
}
