/** The member's bank accounts (spec "Business constants and limits"). The wallet holds one for a withdrawal. */
export {
  bankAccountPayoutDetails,
  getOwnBankAccount,
  holdBankAccountForWithdrawal,
} from './bank.service.js';
