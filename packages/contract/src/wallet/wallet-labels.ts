import type { JournalType, MemberAccount } from './wallet-constants.js';

/**
 * Translation keys (wallet namespace) of the wallet's values a member reads: the web's tables
 * and filters and the server's CSV name them through these, and a contract test requires each
 * one in every shipped locale.
 */
export const journalTypeLabelKey = (type: JournalType) => `wallet.journal.${type}`;
export const walletAccountLabelKey = (account: MemberAccount) => `wallet.account.${account}`;
