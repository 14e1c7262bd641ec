import { WALLET_CALLS, type WithdrawalFeeQuery } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

/** GET /bo/ewallet/bonusWithdrawal/fee?withdrawalAmount&account: fee and net before the PIN. */
export const fetchWithdrawalFee = (query: WithdrawalFeeQuery) =>
  callApi(WALLET_CALLS.withdrawalFee, { query });

/** Asked for when the member goes on to the PIN, for exactly the amount typed: never cached. */
export const useWithdrawalFeePreview = () => useMutation({ mutationFn: fetchWithdrawalFee });
