import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Every wallet query key starts here, so one call refreshes them all after money moves. */
export const WALLET_QUERY_ROOT = ['wallet'] as const;

/** Refreshes balances, movements, limits and withdrawals, on this page and the kept ones. */
export function useRefreshWallet() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: WALLET_QUERY_ROOT }), [client]);
}
