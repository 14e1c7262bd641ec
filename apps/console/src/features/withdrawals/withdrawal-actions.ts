import {
  CONSOLE_DESK_CALLS,
  OPERATOR_WITHDRAWAL_ACTIONS,
  WITHDRAWAL_DECISIONS,
  canTakeStep,
  type CallAnswer,
  type ConsolePermission,
  type OperatorWithdrawalAction,
  type WithdrawalStatus,
} from '@portal/contract';
import { callConsole } from '../../lib/api';

export type QueueItem = CallAnswer<typeof CONSOLE_DESK_CALLS.withdrawals>['list'][number];

/** The permission each step needs: approve and reject, or process and settle. */
export const ACTION_PERMISSION: Record<OperatorWithdrawalAction, ConsolePermission> = {
  approve: 'withdrawal:approve',
  reject: 'withdrawal:approve',
  process: 'withdrawal:process',
  succeed: 'withdrawal:process',
  fail: 'withdrawal:process',
};

/** The steps the state diagram allows from `status` that this operator may take. */
export function actionsFor(
  status: number,
  can: (permission: ConsolePermission) => boolean,
): OperatorWithdrawalAction[] {
  return OPERATOR_WITHDRAWAL_ACTIONS.filter(
    (action) => can(ACTION_PERMISSION[action]) && canTakeStep(action, status as WithdrawalStatus),
  );
}

type Decision = (typeof WITHDRAWAL_DECISIONS)[number];

function isDecision(action: OperatorWithdrawalAction): action is Decision {
  return (WITHDRAWAL_DECISIONS as readonly string[]).includes(action);
}

/**
 * Takes one step: a decision (approve, reject) and a payout step (process, succeed, fail) are
 * two calls, each with its own permission; both carry the reason and a fresh code.
 */
export function takeStep(
  id: number,
  action: OperatorWithdrawalAction,
  body: { reason: string; code: string },
) {
  return isDecision(action)
    ? callConsole(CONSOLE_DESK_CALLS.withdrawalDecide, { params: { id, action }, body })
    : callConsole(CONSOLE_DESK_CALLS.withdrawalPayout, { params: { id, action }, body });
}
