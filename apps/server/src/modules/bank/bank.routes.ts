import { BANK_CALLS as CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireAuth } from '../../plugins/auth.js';
import type { ZodApp } from '../../types.js';
import {
  addBankAccount,
  deleteBankAccount,
  getBankAccount,
  listBankAccounts,
  setDefaultBankAccount,
  updateBankAccount,
} from './bank.service.js';

/** Bankaccountinformation (spec "Main mode", "The calls the product makes"); a member sees and changes only their own accounts. */
export async function bankRoutes(app: ZodApp, deps: AppDeps) {
  route(app, CALLS.list, (request) => listBankAccounts(deps, requireAuth(request)));
  route(app, CALLS.add, (request) =>
    addBankAccount(deps, requireAuth(request), request.body, request.locale),
  );
  route(app, CALLS.update, (request) =>
    updateBankAccount(deps, requireAuth(request), request.params.id, request.body, request.locale),
  );
  route(app, CALLS.byId, (request) =>
    getBankAccount(deps, requireAuth(request), request.params.id),
  );
  route(app, CALLS.delete, (request) =>
    deleteBankAccount(deps, requireAuth(request), request.params.id),
  );
  route(app, CALLS.setDefault, (request) =>
    setDefaultBankAccount(deps, requireAuth(request), request.params.id),
  );
}
