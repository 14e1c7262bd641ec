import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bankAccountsKey } from '../../../shared/api/bank-accounts';
import { securityStatusKey } from '../../../shared/api/security-status';

/** Every wallet query key starts here, so one call refreshes them all after money moves. */
export const WALLET_QUERY_ROOT = ['wallet'] as const;

/**
 * Refreshes balances, movements, limits and withdrawals, on this page and the kept ones, and
 * the shared entries the wallet reads: the security status (a wrong PIN may have locked PIN
 * use) and the bank accounts a withdrawal pays out to.
 */
export function useRefreshWallet() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [WALLET_QUERY_ROOT, securityStatusKey, bankAccountsKey].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ).then(() => undefined),
    [client],
  );
}
