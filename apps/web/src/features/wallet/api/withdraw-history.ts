import { WALLET_CALLS, type WithdrawalStatus } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { WALLET_QUERY_ROOT } from './wallet-root';

export interface WithdrawHistoryRequest {
  status?: WithdrawalStatus;
  pageNum: number;
  pageSize: number;
}

export const withdrawHistoryKeys = {
  page: (request: WithdrawHistoryRequest) =>
    [...WALLET_QUERY_ROOT, 'withdrawHistory', request] as const,
};

/** POST /bo/ewallet/withdrawHistory {status?, pageNum, pageSize}: with each timeline. */
export const fetchWithdrawHistory = (request: WithdrawHistoryRequest) =>
  callApi(WALLET_CALLS.withdrawHistory, { body: request });

export const useWithdrawHistory = (request: WithdrawHistoryRequest) =>
  useQuery({
    queryKey: withdrawHistoryKeys.page(request),
    queryFn: () => fetchWithdrawHistory(request),
    placeholderData: keepPreviousData,
  });
