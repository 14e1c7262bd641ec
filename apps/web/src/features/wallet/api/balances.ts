import { WALLET_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { walletKeys } from './keys';

/** GET /bo/ewallet/userBalance/:id: the member's own three accounts. */
export const fetchBalances = (memberId: number) =>
  callApi(WALLET_CALLS.userBalance, { params: { id: memberId } });

export const useBalances = (memberId: number | null) =>
  useQuery({
    queryKey: walletKeys.balances(memberId),
    queryFn: () => fetchBalances(memberId as number),
    enabled: memberId !== null,
  });
