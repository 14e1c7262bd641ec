/**
 * The e-wallet: balances, history, transfers (transfer/) and withdrawals (withdrawal/), and
 * the operator commands. The bank module learns whether an account is in use through its
 * `bankAccountDeleting` event, which this module's descriptor answers (wallet.module.ts): bank
 * never imports this module.
 */
export {
  adjustMemberAccount,
  auditVerification,
  isWithdrawalStatus,
  listWithdrawals,
  operatorWithdrawalStep,
  OpsInputError,
  OPS_LIST_LIMIT,
  type Operator,
} from './wallet-ops.service.js';
export { verifyWallet } from './wallet-verify.service.js';
// the dashboard's wallet tile (its summary flow)
export { memberBalances } from './balance.service.js';
export { transfer } from './transfer/transfer.service.js';
// transfer-received notices
export { transferNoticeJob } from './transfer/transfer-notice.job.js';
// the console's home: what the money desk holds for an operator
export { moneyDeskWaiting } from './desk-waiting.service.js';
