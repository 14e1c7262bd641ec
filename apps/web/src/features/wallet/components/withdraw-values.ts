import {
  type WITHDRAWAL_ACCOUNTS,
  WITHDRAWAL_MAX_DECIMALS,
  WITHDRAWAL_STATUS,
  withdrawalStatusName,
  type BankAccountSummary,
  type WithdrawalPaymentMethod,
  type WithdrawalStatus,
} from '@portal/contract';

export type WithdrawalAccount = (typeof WITHDRAWAL_ACCOUNTS)[number];

export interface WithdrawValues {
  account: WithdrawalAccount;
  bankAccountId?: number;
  paymentMethod?: WithdrawalPaymentMethod;
  amount: string;
  pin?: string;
}

export const WITHDRAW_LABELS = {
  account: 'wallet.withdraw.form.account',
  bankAccountId: 'wallet.withdraw.form.bankAccount',
  paymentMethod: 'wallet.withdraw.form.paymentMethod',
  amount: 'wallet.withdraw.form.amount',
  pin: 'wallet.pin.label',
} as const;

/** At most two decimals (spec "Validation rules"), and no more than the currency has. */
export const withdrawalDecimals = (minorUnit: number) =>
  Math.min(WITHDRAWAL_MAX_DECIMALS, minorUnit);

/** How a bank account is named in lists: bank, masked number, holder. */
export const bankLabel = (bank: BankAccountSummary) =>
  `${bank.bankName} ${bank.maskedAccountNumber} · ${bank.holderName}`;

const S = WITHDRAWAL_STATUS;
const STATUS_COLOURS: Record<WithdrawalStatus, string> = {
  [S.applied]: 'blue',
  [S.updated]: 'blue',
  [S.approved]: 'cyan',
  [S.processing]: 'gold',
  [S.success]: 'green',
  [S.failure]: 'red',
  [S.rejected]: 'red',
  [S.cancelled]: 'default',
};

export const statusColour = (status: WithdrawalStatus) => STATUS_COLOURS[status];
export const statusLabelKey = (status: WithdrawalStatus) =>
  `wallet.withdrawal.status.${withdrawalStatusName(status)}`;
