import { defineCall } from '../common/define-call.js';
import {
  addBankAccountBodySchema,
  BANK_PATHS,
  bankAccountDeletedSchema,
  bankAccountIdParamsSchema,
  bankAccountListSchema,
  bankAccountSchema,
  updateBankAccountBodySchema,
} from './bank.schemas.js';

const tags = ['bank'] as const;
const ONE = {
  access: 'member',
  record: 'bankAccount',
  tags,
  params: bankAccountIdParamsSchema,
} as const;

/** Bankaccountinformation (spec "Main mode", "The calls the product makes"); a member sees and changes only their own accounts. */
export const BANK_CALLS = {
  list: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: BANK_PATHS.list,
    response: bankAccountListSchema,
    summary: "The member's bank accounts",
  }),
  add: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'POST',
    path: BANK_PATHS.add,
    body: addBankAccountBodySchema,
    response: bankAccountSchema,
    summary: 'Adds a bank account (PIN required)',
  }),
  update: defineCall({
    ...ONE,
    method: 'POST',
    path: BANK_PATHS.update,
    body: updateBankAccountBodySchema,
    response: bankAccountSchema,
    summary: 'Changes a bank account (PIN required)',
  }),
  byId: defineCall({
    ...ONE,
    method: 'GET',
    path: BANK_PATHS.byId,
    response: bankAccountSchema,
    summary: "One of the member's bank accounts",
  }),
  delete: defineCall({
    ...ONE,
    method: 'DELETE',
    path: BANK_PATHS.delete,
    response: bankAccountDeletedSchema,
    summary: 'Deletes a bank account no open withdrawal uses',
  }),
  setDefault: defineCall({
    ...ONE,
    method: 'POST',
    path: BANK_PATHS.setDefault,
    response: bankAccountSchema,
    summary: 'Makes a bank account the default one',
  }),
} as const;
