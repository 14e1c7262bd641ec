import {
  canTakeStep,
  WITHDRAWAL_STEPS,
  WALLET_FIELD_ERROR,
  withdrawalStatusName,
  formatMinor,
  type JournalType,
  type WithdrawalAction,
  type WithdrawalActor,
} from '@portal/contract';
import { AppError } from '../../../lib/app-error.js';
import { companyAccounts, memberAccounts } from '../../ledger/accounts.service.js';
import type { PostingLine } from '../../ledger/journal-plan.js';
import type { Trx } from '../../../db/transaction.js';
import { postJournal } from '../../ledger/ledger.service.js';
import { fieldError } from '../wallet-input.js';
import {
  insertWithdrawalEvent,
  lockWithdrawal,
  updateWithdrawal,
  type WithdrawalEventRow,
  type WithdrawalRow,
} from './withdrawal.repository.js';

export interface BankSnapshot {
  id: number;
  bankName: string;
  maskedAccountNumber: string;
  holderName: string;
  accountType: string;
}

export interface StepRequest {
  withdrawalId: number;
  action: Exclude<WithdrawalAction, 'apply'>;
  actor: { type: WithdrawalActor; name: string };
  reason: string | null;
  at: Date;
  /** set for a member: only their own withdrawal is found */
  ownerId?: number;
  change?: { amount?: bigint; bank?: BankSnapshot };
}

/**
 * One guarded step of the state diagram: the withdrawal is locked, the step checked against
 * its status, the money moved through the ledger, and the step recorded with who, when, why.
 */
export async function takeWithdrawalStep(
  trx: Trx,
  req: StepRequest,
): Promise<{ row: WithdrawalRow; event: WithdrawalEventRow }> {
  const current = await lockWithdrawal(trx, req.withdrawalId);
  if (!current || (req.ownerId !== undefined && current.member_id !== req.ownerId)) {
    throw new AppError('notFound');
  }
  if (!canTakeStep(req.action, current.status)) throw refusal(req, current);
  const amount = req.change?.amount ?? current.amount;
  if (amount <= current.fee) {
    throw fieldError('body.amount', WALLET_FIELD_ERROR.notAboveFee, {
      limit: formatMinor(current.fee, current.minor_unit),
    });
  }
  const journalId = await moveMoney(trx, current, req, amount);
  const bank = req.change?.bank;
  const row = await updateWithdrawal(trx, current.id, {
    status: WITHDRAWAL_STEPS[req.action].to,
    amount,
    ...(bank
      ? {
          bank_account_id: bank.id,
          bank_name: bank.bankName,
          masked_account_number: bank.maskedAccountNumber,
          holder_name: bank.holderName,
          account_type: bank.accountType,
        }
      : {}),
    updated_at: req.at,
  });
  const event = await insertWithdrawalEvent(trx, {
    withdrawal_id: current.id,
    from_status: current.status,
    to_status: row.status,
    actor_type: req.actor.type,
    actor: req.actor.name,
    reason: req.reason,
    amount,
    journal_id: journalId,
    created_at: req.at,
  });
  return { row, event };
}

function refusal(req: StepRequest, current: WithdrawalRow): AppError {
  if (req.actor.type === 'member') return new AppError('withdrawalNotChangeable');
  return new AppError('withdrawalStepRefused', {
    params: {
      from: withdrawalStatusName(current.status),
      to: withdrawalStatusName(WITHDRAWAL_STEPS[req.action].to),
    },
  });
}

async function moveMoney(
  trx: Trx,
  w: WithdrawalRow,
  req: StepRequest,
  newAmount: bigint,
): Promise<bigint | null> {
  const money = WITHDRAWAL_STEPS[req.action].money;
  if (money === 'none') return null;
  const currency = { code: w.currency, minorUnit: w.minor_unit };
  const member = (
    await memberAccounts(trx, { id: w.member_id, companyCode: w.company_code }, currency)
  )[w.account];
  const company = await companyAccounts(trx, w.company_code, currency);
  const plans: Record<'adjustHold' | 'release' | 'payout', [JournalType, PostingLine[]]> = {
    adjustHold: [
      'withdrawalUpdate',
      [
        { accountId: member.id, amount: w.amount - newAmount },
        { accountId: company.withdrawalClearing.id, amount: newAmount - w.amount },
      ],
    ],
    release: [
      'withdrawalReturn',
      [
        { accountId: company.withdrawalClearing.id, amount: -w.amount },
        { accountId: member.id, amount: w.amount },
      ],
    ],
    payout: [
      'withdrawalPayout',
      [
        { accountId: company.withdrawalClearing.id, amount: -w.amount },
        { accountId: company.feeIncome.id, amount: w.fee },
        { accountId: company.bankPayouts.id, amount: w.amount - w.fee },
      ],
    ],
  };
  const [type, lines] = plans[money];
  const postings = lines.filter((l) => l.amount !== 0n);
  if (postings.length === 0) return null;
  const posted = await postJournal(trx, {
    companyCode: w.company_code,
    type,
    postings,
    ref: { type: 'withdrawal', id: String(w.id) },
    memo: req.reason ?? undefined,
    createdBy: `${req.actor.type}:${req.actor.name}`,
    at: req.at,
  });
  return posted.journalId;
}
