/**
 * The double-entry ledger: accounts, journals and idempotent answers. Money moves only
 * through postJournal, inside the caller's transaction.
 */
export {
  accountsOfMembers,
  companyAccountBalances,
  companyAccounts,
  companyAccountsOf,
  companyAccountsQuery,
  HOT_COMPANY_ACCOUNTS,
  memberAccountBalances,
  memberAccounts,
  openJoinedMemberAccounts,
  type CompanyAccountJson,
  type CompanyAccounts,
  type Currency,
  type MemberAccounts,
} from './accounts.service.js';
export {
  fingerprint,
  runIdempotent,
  storedAnswerQuery,
  type AnswerSlot,
  type AnswerTicket,
  type Attempt,
  type IdempotentCall,
  type StoredAnswer,
} from './idempotency.service.js';
export type { AccountState, PostingLine } from './journal-plan.js';
export {
  LockedAccounts,
  lockAccounts,
  lockMemberAccounts,
  lockMemberAccountsQuery,
  lockedAccountsFrom,
  postJournal,
  postJournalToMembers,
  type AlongsideWrite,
  type NamedWrite,
  type JournalInput,
  type LockedAccountJson,
  type MemberAccountsWanted,
  type MembersJournalInput,
  type PostedJournal,
} from './ledger.service.js';
export { ledgerRefusalError, sqlRefusal, type SqlRefusal } from './sql-refusal.js';
export {
  POINTS_CURRENCY,
  pointsAccountsQuery,
  postPoints,
  type KnownPointsAccounts,
  type PointsPosting,
} from './points.service.js';
export { verifyLedger, type VerifyReport } from './verify.service.js';
// the console's home shows the last check the console ran
export { lastLedgerCheckResult } from './ledger-check-console.service.js';
export { idempotencyCleanupJob } from './idempotency-cleanup.job.js';
export { ledgerRollupJob } from './ledger-rollup.job.js';
