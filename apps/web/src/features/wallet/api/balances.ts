import { WALLET_PATHS, type WalletBalance } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { WALLET_QUERY_ROOT } from './wallet-root';

export const balancesKeys = {
  of: (memberId: number | null) => [...WALLET_QUERY_ROOT, 'balances', memberId] as const,
};

/** GET /bo/ewallet/userBalance/:id: the member's own three accounts. */
export const fetchBalances = (memberId: number) =>
  http.get<WalletBalance[]>(WALLET_PATHS.userBalance.replace(':id', String(memberId)));

export const useBalances = (memberId: number | null) =>
  useQuery({
    queryKey: balancesKeys.of(memberId),
    queryFn: () => fetchBalances(memberId as number),
    enabled: memberId !== null,
  });
