import {
  canTakeStep,
  formatMinor,
  type BankAccountSummary,
  type Withdrawal,
} from '@portal/contract';
import type { WithdrawalEventRow, WithdrawalRow } from './withdrawal.repository.js';

/** A withdrawal as the member sees it, with its timeline oldest first. */
export function toWithdrawal(row: WithdrawalRow, events: WithdrawalEventRow[]): Withdrawal {
  const amount = (v: bigint) => formatMinor(v, row.minor_unit);
  return {
    id: row.id,
    account: row.account,
    amount: amount(row.amount),
    fee: amount(row.fee),
    net: amount(row.amount - row.fee),
    currency: row.currency,
    status: row.status,
    paymentMethod: row.payment_method,
    bankAccount: {
      id: row.bank_account_id,
      bankName: row.bank_name,
      maskedAccountNumber: row.masked_account_number,
      holderName: row.holder_name,
      accountType: row.account_type as BankAccountSummary['accountType'],
    },
    canCancel: canTakeStep('cancel', row.status),
    canUpdate: canTakeStep('update', row.status),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    timeline: events
      .filter((e) => e.withdrawal_id === row.id)
      .map((e) => ({
        fromStatus: e.from_status,
        status: e.to_status,
        actor: e.actor_type,
        reason: e.reason,
        at: e.created_at.toISOString(),
      })),
  };
}
