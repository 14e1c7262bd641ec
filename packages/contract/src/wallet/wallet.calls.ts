import { defineCall } from '../common/define-call.js';
import { fileAnswerSchema } from '../common/file-answer.js';
import {
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
  walletBalancesSchema,
} from './wallet.schemas.js';
import { WALLET_PATHS } from './wallet-constants.js';
import { idempotencyHeadersSchema, PIN_ERRORS } from '../common/money-fields.js';
import {
  withdrawalFeeQuerySchema,
  withdrawalFeeSchema,
  withdrawalIdParamsSchema,
  withdrawalSchema,
  withdrawalUpdateBodySchema,
  withdrawBodySchema,
  withdrawHistoryBodySchema,
  withdrawHistorySchema,
} from './wallet-withdrawal.schemas.js';

const tags = ['wallet'] as const;
const SELF = { access: 'member', record: 'self', tags } as const;
const WITHDRAWAL = {
  access: 'member',
  record: 'withdrawal',
  tags,
  params: withdrawalIdParamsSchema,
  response: withdrawalSchema,
} as const;

/** The e-wallet: balances, movements, transfers and withdrawals (spec "The calls the product makes", the e-wallet issue). */
export const WALLET_CALLS = {
  userBalance: defineCall({
    access: 'member',
    record: 'member',
    tags,
    method: 'GET',
    path: WALLET_PATHS.userBalance,
    params: userBalanceParamsSchema,
    response: walletBalancesSchema,
    summary: "A member's account balances (only the signed-in member's own)",
  }),
  recentMovements: defineCall({
    ...SELF,
    method: 'GET',
    path: WALLET_PATHS.recentMovements,
    query: recentMovementsQuerySchema,
    response: recentMovementsSchema,
    summary: "The member's latest movements",
  }),
  transactions: defineCall({
    ...SELF,
    method: 'GET',
    path: WALLET_PATHS.transactions,
    query: transactionsQuerySchema,
    response: transactionsPageSchema,
    summary: "A page of the member's movements on one account",
  }),
  transactionsExport: defineCall({
    ...SELF,
    method: 'GET',
    path: WALLET_PATHS.transactionsExport,
    query: transactionsExportQuerySchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: "The member's movements as a CSV download",
  }),
  transferRecipient: defineCall({
    access: 'member',
    record: 'member',
    tags,
    method: 'GET',
    path: WALLET_PATHS.transferRecipient,
    query: transferRecipientQuerySchema,
    response: transferRecipientSchema,
    summary: "Finds a recipient in the member's sponsor line by id or login name",
  }),
  transferLimits: defineCall({
    ...SELF,
    method: 'GET',
    path: WALLET_PATHS.transferLimits,
    response: transferLimitsSchema,
    summary: "The company's transfer limits and what the member used today",
  }),
  transfer: defineCall({
    access: 'member',
    record: 'member',
    tags,
    method: 'POST',
    path: WALLET_PATHS.transfer,
    headers: idempotencyHeadersSchema,
    body: transferBodySchema,
    response: transferResultSchema,
    summary: 'Transfers to oneself or a member of the sponsor line (PIN, Idempotency-Key)',
    errors: [
      'memberInactive',
      'memberNotInNetwork',
      ...PIN_ERRORS,
      'insufficientBalance',
      'transferLimitExceeded',
      'dailyTransferLimitExceeded',
    ],
  }),
  withdrawalFee: defineCall({
    ...SELF,
    method: 'GET',
    path: WALLET_PATHS.withdrawalFee,
    query: withdrawalFeeQuerySchema,
    response: withdrawalFeeSchema,
    summary: 'The fee and net amount of a withdrawal',
  }),
  withdraw: defineCall({
    ...SELF,
    method: 'POST',
    path: WALLET_PATHS.withdraw,
    headers: idempotencyHeadersSchema,
    body: withdrawBodySchema,
    response: withdrawalSchema,
    summary: 'Applies for a withdrawal (PIN, Idempotency-Key)',
    // notFound: the bank account is not one of the member's
    errors: ['memberInactive', ...PIN_ERRORS, 'notFound', 'insufficientBalance'],
  }),
  withdrawHistory: defineCall({
    ...SELF,
    method: 'POST',
    path: WALLET_PATHS.withdrawHistory,
    body: withdrawHistoryBodySchema,
    response: withdrawHistorySchema,
    summary: "A page of the member's withdrawals with their timelines",
  }),
  withdrawal: defineCall({
    ...WITHDRAWAL,
    method: 'GET',
    path: WALLET_PATHS.withdrawal,
    summary: "One of the member's withdrawals",
  }),
  withdrawalCancel: defineCall({
    ...WITHDRAWAL,
    method: 'POST',
    path: WALLET_PATHS.withdrawalCancel,
    headers: idempotencyHeadersSchema,
    summary: 'Cancels a withdrawal while it is applied (Idempotency-Key)',
  }),
  withdrawalUpdate: defineCall({
    ...WITHDRAWAL,
    method: 'POST',
    path: WALLET_PATHS.withdrawalUpdate,
    headers: idempotencyHeadersSchema,
    body: withdrawalUpdateBodySchema,
    summary: 'Changes a withdrawal while it is applied (PIN, Idempotency-Key)',
  }),
} as const;
