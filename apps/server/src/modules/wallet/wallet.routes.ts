import { WALLET_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { sendDownload } from '../../lib/download.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import { userBalances } from './balance.service.js';
import { exportTransactions, recentMovements, transactions } from './history.service.js';
import { transfer, transferLimits, transferRecipient } from './transfer/transfer.service.js';
import { withdrawalRoutes } from './withdrawal/withdrawal.routes.js';

/** The e-wallet: balances, movements, transfers (and withdrawals, registered alongside). */
export async function walletRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.userBalance, (request) =>
    userBalances(deps, requireAuth(request), request.params.id),
  );
  route(app, CALLS.recentMovements, (request) =>
    recentMovements(deps, requireAuth(request), request.query),
  );
  route(app, CALLS.transactions, (request) =>
    transactions(deps, requireAuth(request), request.query),
  );
  route(app, CALLS.transactionsExport, async (request, reply) => {
    const auth = requireAuth(request);
    const file = await exportTransactions(deps, auth, request.query, request.locale);
    return sendDownload(reply, file.fileName, file.body);
  });
  route(app, CALLS.transferRecipient, (request) =>
    transferRecipient(deps, requireAuth(request), request.query.member),
  );
  route(app, CALLS.transferLimits, (request) => transferLimits(deps, requireAuth(request)));
  route(app, CALLS.transfer, (request) =>
    transfer(deps, requireAuth(request), request.body, request.headers['idempotency-key']),
  );

  await withdrawalRoutes(app, deps);
}
