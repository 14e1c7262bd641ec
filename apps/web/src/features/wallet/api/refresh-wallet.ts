import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bankKeys, securityKeys } from '../../../shared/api/query-keys';
import { walletKeys } from './keys';

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
        [walletKeys.all, securityKeys.status(), bankKeys.list()].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ).then(() => undefined),
    [client],
  );
}
