/**
 * The wallet keys (see shared/api/query-keys.ts): every one starts with `all`, so one call
 * refreshes them all after money moves. A request object is the page asked for, whole.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balances: (memberId: number | null) => [...walletKeys.all, 'balances', memberId] as const,
  recentMovements: (limit: number) => [...walletKeys.all, 'recentMovements', limit] as const,
  transactions: (request: object) => [...walletKeys.all, 'transactions', request] as const,
  transferLimits: () => [...walletKeys.all, 'transferLimits'] as const,
  withdrawHistory: (request: object) => [...walletKeys.all, 'withdrawHistory', request] as const,
};
