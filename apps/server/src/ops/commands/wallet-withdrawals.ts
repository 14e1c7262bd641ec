import {
  formatMinor,
  OPERATOR_WITHDRAWAL_ACTIONS,
  WITHDRAWAL_STEPS,
  withdrawalStatusName,
  type OperatorWithdrawalAction,
} from '@portal/contract';
import {
  isWithdrawalStatus,
  listWithdrawals,
  operatorWithdrawalStep,
} from '../../modules/wallet/index.js';
import type { OpsCommand } from './ops-command.js';
import { operatorOf, parseOpsArgs, reasonOf, reportingErrors } from './wallet-args.js';

/** `withdrawals:list [--status N]`: oldest first, the queue operators work through. */
export const withdrawalsListCommand: OpsCommand = {
  name: 'withdrawals:list',
  usage: 'withdrawals:list [--status N]',
  summary: 'list withdrawals, optionally of one status (1 applied, 10 approved, 2 processing, …)',
  async run(ctx, args) {
    const { flags } = parseOpsArgs(args);
    const status = flags.status === undefined ? undefined : Number(flags.status);
    if (status !== undefined && !isWithdrawalStatus(status)) {
      ctx.out(`usage: ${this.usage} (status one of 1, 10, 2, 5, 3, -1, 4, 6)`);
      return 2;
    }
    const rows = await listWithdrawals(ctx.db, status);
    for (const w of rows) {
      const money = (v: bigint) => formatMinor(v, w.minor_unit);
      ctx.out(
        [
          `#${w.id}`,
          `${withdrawalStatusName(w.status)}(${w.status})`,
          w.login_name,
          w.company_code,
          w.account,
          `${money(w.amount)} ${w.currency}`,
          `fee ${money(w.fee)}`,
          `${w.bank_name} ${w.masked_account_number}`,
          w.payment_method,
          w.updated_at.toISOString(),
        ].join('  '),
      );
    }
    ctx.out(`${rows.length} withdrawal(s)`);
    return 0;
  },
};

function stepCommand(action: OperatorWithdrawalAction): OpsCommand {
  const to = withdrawalStatusName(WITHDRAWAL_STEPS[action].to);
  return {
    name: `withdrawals:${action}`,
    auditsItself: true,
    usage: `withdrawals:${action} <id> --reason "…"`,
    summary: `move a withdrawal to ${to} (${WITHDRAWAL_STEPS[action].to}); audited`,
    async run(ctx, args) {
      const { positional, flags } = parseOpsArgs(args);
      const id = Number(positional[0]);
      const reason = reasonOf(flags);
      if (!Number.isInteger(id) || id <= 0 || !reason) {
        ctx.out(`usage: ${this.usage}`);
        return 2;
      }
      return reportingErrors(ctx, async () => {
        const done = await operatorWithdrawalStep(ctx.db, operatorOf(ctx), { id, action, reason });
        ctx.out(
          `withdrawal ${done.id} is now ${withdrawalStatusName(done.status)} (${done.status}), by ${ctx.operator}`,
        );
        return 0;
      });
    },
  };
}

export const withdrawalStepCommands: OpsCommand[] = OPERATOR_WITHDRAWAL_ACTIONS.map(stepCommand);
