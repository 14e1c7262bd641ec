import {
  addBankAccountBodySchema,
  BANK_PATHS,
  bankAccountDeletedSchema,
  bankAccountIdParamsSchema,
  bankAccountListSchema,
  bankAccountSchema,
  envelope,
  updateBankAccountBodySchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../lib/envelope.js';
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

const tags = ['bank'];
const accountResponse = { 200: envelope(bankAccountSchema) };
const params = bankAccountIdParamsSchema;

/** Bankaccountinformation (spec 2.2, 7); a member sees and changes only their own accounts. */
export async function bankRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    BANK_PATHS.list,
    { schema: { tags, response: { 200: envelope(bankAccountListSchema) } } },
    async (request) => ok(await listBankAccounts(deps, requireAuth(request))),
  );

  app.post(
    BANK_PATHS.add,
    { schema: { tags, body: addBankAccountBodySchema, response: accountResponse } },
    async (request) =>
      ok(await addBankAccount(deps, requireAuth(request), request.body, request.locale)),
  );

  app.post(
    BANK_PATHS.update,
    { schema: { tags, params, body: updateBankAccountBodySchema, response: accountResponse } },
    async (request) =>
      ok(
        await updateBankAccount(
          deps,
          requireAuth(request),
          request.params.id,
          request.body,
          request.locale,
        ),
      ),
  );

  app.get(
    BANK_PATHS.byId,
    { schema: { tags, params, response: accountResponse } },
    async (request) => ok(await getBankAccount(deps, requireAuth(request), request.params.id)),
  );

  app.delete(
    BANK_PATHS.delete,
    { schema: { tags, params, response: { 200: envelope(bankAccountDeletedSchema) } } },
    async (request) => ok(await deleteBankAccount(deps, requireAuth(request), request.params.id)),
  );

  app.post(
    BANK_PATHS.setDefault,
    { schema: { tags, params, response: accountResponse } },
    async (request) =>
      ok(await setDefaultBankAccount(deps, requireAuth(request), request.params.id)),
  );
}
