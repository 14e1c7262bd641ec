/** The member's bank accounts (spec 9). The wallet holds one for a withdrawal. */
export {
  bankAccountPayoutDetails,
  getOwnBankAccount,
  holdBankAccountForWithdrawal,
} from './bank.service.js';
