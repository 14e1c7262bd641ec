import { WALLET_ACCOUNT_TYPES, WITHDRAWAL_STATUS } from '../common/domain.js';
import { LIST_PAGE } from '../common/field-kit.js';
import { CONFIG_KEY } from '../system/config.js';

/** Paths of the wallet calls (spec "The calls the product makes" and the e-wallet issue), under API_BASE_PATH. */
export const WALLET_PATHS = {
  userBalance: '/bo/ewallet/userBalance/:id',
  recentMovements: '/bo/ewallet/recentMovements',
  transactions: '/bo/ewallet/transactions',
  transactionsExport: '/bo/ewallet/transactions/export',
  transferRecipient: '/bo/ewallet/transfer/recipient',
  transferLimits: '/bo/ewallet/transfer/limits',
  transfer: '/bo/ewallet/transfer',
  withdrawalFee: '/bo/ewallet/bonusWithdrawal/fee',
  withdraw: '/wm/wallet/withdraw',
  withdrawHistory: '/bo/ewallet/withdrawHistory',
  withdrawal: '/bo/ewallet/withdraw/:id',
  withdrawalCancel: '/bo/ewallet/withdraw/:id/cancel',
  withdrawalUpdate: '/bo/ewallet/withdraw/:id/update',
} as const;

/** A member's three accounts (spec "Entities and their fields"). */
export const MEMBER_ACCOUNTS = WALLET_ACCOUNT_TYPES;
export type MemberAccount = (typeof MEMBER_ACCOUNTS)[number];

/** Each company's own accounts; their balances may go below zero, a member's never. */
export const COMPANY_ACCOUNTS = [
  'bonusExpense',
  'withdrawalClearing',
  'feeIncome',
  'bankPayouts',
  'adjustments',
  'sales',
  // orders: the tax collected, the shipping charged, and money a card, third
  // party or branch took for an order before it is settled with the company
  'taxPayable',
  'shippingIncome',
  'paymentClearing',
] as const;
export type CompanyAccount = (typeof COMPANY_ACCOUNTS)[number];
/** Company accounts that, like a member's, can never hold less than nothing. */
export const NON_NEGATIVE_COMPANY_ACCOUNTS: readonly CompanyAccount[] = ['withdrawalClearing'];

/** What a journal entry records; members filter their history by it. */
export const JOURNAL_TYPES = [
  'opening',
  'transfer',
  'withdrawalApply',
  'withdrawalUpdate',
  'withdrawalReturn',
  'withdrawalPayout',
  'adjustment',
  // orders
  'orderPayment',
  'orderRefund',
  // bonus close: one journal per company and cycle
  'bonusClose',
  // promotions: an alphaspin e-wallet prize
  'promotionPrize',
] as const;
export type JournalType = (typeof JOURNAL_TYPES)[number];

/** What a member's movement can point at (an entry's reference, for the history). */
export const MOVEMENT_REFERENCES = ['transfer', 'withdrawal', 'order', 'bonusCycle'] as const;
export type MovementReference = (typeof MOVEMENT_REFERENCES)[number];

/** Company settings (sys_config, company '*' is the default) the wallet reads. */
export const WALLET_CONFIG_KEY = {
  currencyUnit: CONFIG_KEY.walletCurrencyUnit,
  transferLimitSingle: CONFIG_KEY.transferLimitSingle,
  transferLimitDaily: CONFIG_KEY.transferLimitDaily,
  withdrawalFee: CONFIG_KEY.withdrawalFee,
} as const;

/** Used when a company has no limit configured, in whole major units of its currency. */
export const TRANSFER_LIMIT_DEFAULT = { single: 5_000n, daily: 20_000n } as const;

/** The wallet's lists (movements, withdrawals) page like every list that names no bounds. */
export const WALLET_PAGE = LIST_PAGE;
export const RECENT_MOVEMENTS = { defaultLimit: 10, maxLimit: 50 } as const;
/** An export holds at most this many rows; narrow the date range for more. */
export const TRANSACTION_EXPORT_MAX_ROWS = 10_000;

export const TRANSFER_REMARK_MAX = 200;
/** Longest recipient a transfer looks up: a login name (64, as at login) or a member id. */
export const TRANSFER_RECIPIENT_MAX = 64;
export const OPERATOR_REASON_MAX = 500;

/** How a withdrawal is paid out; the bank account says where. */
export const WITHDRAWAL_PAYMENT_METHODS = ['bankTransfer', 'telegraphicTransfer'] as const;
export type WithdrawalPaymentMethod = (typeof WITHDRAWAL_PAYMENT_METHODS)[number];

/** Accounts a withdrawal may come from; world-plan only in marketplace mode (wpm). */
export const WITHDRAWAL_ACCOUNTS = [
  'bonus',
  'worldplan',
] as const satisfies readonly MemberAccount[];

export type WithdrawalStatus = (typeof WITHDRAWAL_STATUS)[keyof typeof WITHDRAWAL_STATUS];
export const WITHDRAWAL_STATUS_VALUES = Object.values(WITHDRAWAL_STATUS) as WithdrawalStatus[];

/** Who moved a withdrawal: the member, an operator (ops command) or the system. */
export const WITHDRAWAL_ACTORS = ['member', 'operator', 'system'] as const;
export type WithdrawalActor = (typeof WITHDRAWAL_ACTORS)[number];

/** Field error keys the server answers for amounts it can only judge knowing the currency. */
export const WALLET_FIELD_ERROR = {
  tooManyDecimals: 'validation.wallet.amount.tooManyDecimals',
  notAboveFee: 'validation.wallet.amount.notAboveFee',
  endBeforeStart: 'validation.wallet.range.endBeforeStart',
  accountPair: 'validation.wallet.transfer.accountPair',
  accountNotAllowed: 'validation.wallet.withdrawal.accountNotAllowed',
  nothingToUpdate: 'validation.wallet.withdrawal.nothingToUpdate',
} as const;
