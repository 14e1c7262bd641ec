import { WITHDRAWAL_STATUS } from '../common/domain.js';
import type { WithdrawalActor, WithdrawalStatus } from './wallet-constants.js';

const S = WITHDRAWAL_STATUS;

/** What a step does to the money: hold it in clearing, adjust the hold, give it back, pay it out. */
export type WithdrawalMoney = 'hold' | 'adjustHold' | 'release' | 'payout' | 'none';

export interface WithdrawalStep {
  from: readonly WithdrawalStatus[];
  to: WithdrawalStatus;
  actor: WithdrawalActor;
  money: WithdrawalMoney;
}

/** Statuses in which the member may still cancel or change the request ("applied"). */
export const MEMBER_CHANGEABLE_STATUSES: readonly WithdrawalStatus[] = [S.applied, S.updated];
/** Money of a withdrawal in these statuses sits in the company's clearing account. */
export const PENDING_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = [
  S.applied,
  S.approved,
  S.processing,
  S.updated,
];
export const FINAL_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = [
  S.success,
  S.failure,
  S.rejected,
  S.cancelled,
];

/**
 * The state diagram of docs/wallet.md. Every transition is one of these steps; anything else
 * is refused, whoever asks.
 */
export const WITHDRAWAL_STEPS = {
  apply: { from: [], to: S.applied, actor: 'member', money: 'hold' },
  update: { from: MEMBER_CHANGEABLE_STATUSES, to: S.updated, actor: 'member', money: 'adjustHold' },
  cancel: { from: MEMBER_CHANGEABLE_STATUSES, to: S.cancelled, actor: 'member', money: 'release' },
  approve: { from: MEMBER_CHANGEABLE_STATUSES, to: S.approved, actor: 'operator', money: 'none' },
  reject: {
    from: [S.applied, S.updated, S.approved],
    to: S.rejected,
    actor: 'operator',
    money: 'release',
  },
  process: { from: [S.approved], to: S.processing, actor: 'operator', money: 'none' },
  succeed: { from: [S.processing], to: S.success, actor: 'operator', money: 'payout' },
  fail: { from: [S.processing], to: S.failure, actor: 'operator', money: 'release' },
} as const satisfies Record<string, WithdrawalStep>;

export type WithdrawalAction = keyof typeof WITHDRAWAL_STEPS;
export const OPERATOR_WITHDRAWAL_ACTIONS = [
  'approve',
  'process',
  'succeed',
  'fail',
  'reject',
] as const;
export type OperatorWithdrawalAction = (typeof OPERATOR_WITHDRAWAL_ACTIONS)[number];

export function canTakeStep(action: WithdrawalAction, from: WithdrawalStatus): boolean {
  return (WITHDRAWAL_STEPS[action].from as readonly WithdrawalStatus[]).includes(from);
}

/** Name of a status for translation keys (`wallet.withdrawal.status.<name>`) and logs. */
export function withdrawalStatusName(status: WithdrawalStatus): keyof typeof WITHDRAWAL_STATUS {
  const entry = Object.entries(S).find(([, v]) => v === status);
  if (!entry) throw new Error(`unknown withdrawal status ${status}`);
  return entry[0] as keyof typeof WITHDRAWAL_STATUS;
}
