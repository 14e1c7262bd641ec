import {
  envelope,
  idempotencyHeadersSchema,
  recentMovementsQuerySchema,
  recentMovementsSchema,
  transactionsExportQuerySchema,
  transactionsPageSchema,
  transactionsQuerySchema,
  transferBodySchema,
  transferLimitsSchema,
  transferRecipientQuerySchema,
  transferRecipientSchema,
  transferResultSchema,
  userBalanceParamsSchema,
  WALLET_PATHS,
  walletBalancesSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { sendDownload } from '../../lib/download.js';
import { ok } from '../../lib/envelope.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { userBalances } from './balance.service.js';
import { exportTransactions, recentMovements, transactions } from './history.service.js';
import { transfer, transferLimits, transferRecipient } from './transfer/transfer.service.js';
import { withdrawalRoutes } from './withdrawal/withdrawal.routes.js';

const tags = ['wallet'];

/** The e-wallet: balances, movements, transfers (and withdrawals, registered alongside). */
export async function walletRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    WALLET_PATHS.userBalance,
    {
      schema: {
        tags,
        params: userBalanceParamsSchema,
        response: { 200: envelope(walletBalancesSchema) },
      },
    },
    async (request) => ok(await userBalances(deps, requireAuth(request), request.params.id)),
  );

  app.get(
    WALLET_PATHS.recentMovements,
    {
      schema: {
        tags,
        querystring: recentMovementsQuerySchema,
        response: { 200: envelope(recentMovementsSchema) },
      },
    },
    async (request) => ok(await recentMovements(deps, requireAuth(request), request.query)),
  );

  app.get(
    WALLET_PATHS.transactions,
    {
      schema: {
        tags,
        querystring: transactionsQuerySchema,
        response: { 200: envelope(transactionsPageSchema) },
      },
    },
    async (request) => ok(await transactions(deps, requireAuth(request), request.query)),
  );

  app.get(
    WALLET_PATHS.transactionsExport,
    { schema: { tags, querystring: transactionsExportQuerySchema } },
    async (request, reply) => {
      const file = await exportTransactions(
        deps,
        requireAuth(request),
        request.query,
        request.locale,
      );
      return sendDownload(reply, file.fileName, file.body);
    },
  );

  app.get(
    WALLET_PATHS.transferRecipient,
    {
      schema: {
        tags,
        querystring: transferRecipientQuerySchema,
        response: { 200: envelope(transferRecipientSchema) },
      },
    },
    async (request) =>
      ok(await transferRecipient(deps, requireAuth(request), request.query.member)),
  );

  app.get(
    WALLET_PATHS.transferLimits,
    { schema: { tags, response: { 200: envelope(transferLimitsSchema) } } },
    async (request) => ok(await transferLimits(deps, requireAuth(request))),
  );

  app.post(
    WALLET_PATHS.transfer,
    {
      schema: {
        tags,
        headers: idempotencyHeadersSchema,
        body: transferBodySchema,
        response: { 200: envelope(transferResultSchema) },
      },
    },
    async (request) =>
      ok(
        await transfer(
          deps,
          requireAuth(request),
          request.body,
          request.headers['idempotency-key'],
        ),
      ),
  );

  await withdrawalRoutes(app, deps);
}
