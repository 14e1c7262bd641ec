import { MEMBER_ACCOUNTS, OPERATOR_REASON_MAX, type MemberAccount } from '@portal/contract';
import { adjustMemberAccount } from '../../modules/wallet/index.js';
import type { OpsCommand } from './ops-command.js';
import { operatorOf, parseOpsArgs, reasonOf, reportingErrors } from './wallet-args.js';

/** A correction of a member account, balanced against the company's adjustments account. */
export const walletAdjustCommand: OpsCommand = {
  name: 'wallet:adjust',
  auditsItself: true,
  usage: 'wallet:adjust <login> <account> <amount> --reason "…"',
  summary: `credit (or, negative, debit) ${MEMBER_ACCOUNTS.join('|')}; audited`,
  async run(ctx, args) {
    const { positional, flags } = parseOpsArgs(args);
    const [login, account, amount] = positional;
    const reason = reasonOf(flags);
    if (
      !login ||
      !amount ||
      !(MEMBER_ACCOUNTS as readonly string[]).includes(account ?? '') ||
      !reason
    ) {
      ctx.out(`usage: ${this.usage}`);
      ctx.out(
        `  account: ${MEMBER_ACCOUNTS.join(', ')}; reason: 1 to ${OPERATOR_REASON_MAX} characters`,
      );
      return 2;
    }
    return reportingErrors(ctx, async () => {
      const done = await adjustMemberAccount(ctx.db, operatorOf(ctx), {
        login,
        account: account as MemberAccount,
        amount,
        reason,
      });
      ctx.out(
        `adjusted ${login} ${account} by ${done.amount} ${done.currency}: balance ${done.balance} (journal ${done.journalId}, by ${ctx.operator})`,
      );
      return 0;
    });
  },
};
