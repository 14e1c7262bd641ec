import { WALLET_CALLS, type WithdrawalStatus } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { walletKeys } from './keys';

export interface WithdrawHistoryRequest {
  status?: WithdrawalStatus;
  pageNum: number;
  pageSize: number;
}

/** POST /bo/ewallet/withdrawHistory {status?, pageNum, pageSize}: with each timeline. */
export const fetchWithdrawHistory = (request: WithdrawHistoryRequest) =>
  callApi(WALLET_CALLS.withdrawHistory, { body: request });

export const useWithdrawHistory = (request: WithdrawHistoryRequest) =>
  useQuery({
    queryKey: walletKeys.withdrawHistory(request),
    queryFn: () => fetchWithdrawHistory(request),
    placeholderData: keepPreviousData,
  });
