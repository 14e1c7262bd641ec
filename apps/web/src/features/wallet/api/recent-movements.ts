import { RECENT_MOVEMENTS, WALLET_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { walletKeys } from './keys';

/** GET /bo/ewallet/recentMovements?limit: the latest movements of all three accounts. */
export const fetchRecentMovements = (limit: number) =>
  callApi(WALLET_CALLS.recentMovements, { query: { limit } });

export const useRecentMovements = (limit: number = RECENT_MOVEMENTS.defaultLimit) =>
  useQuery({
    queryKey: walletKeys.recentMovements(limit),
    queryFn: () => fetchRecentMovements(limit),
  });
