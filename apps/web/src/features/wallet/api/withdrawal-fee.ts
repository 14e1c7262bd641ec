import { WALLET_PATHS, type WithdrawalFee, type WithdrawalFeeQuery } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /bo/ewallet/bonusWithdrawal/fee?withdrawalAmount&account: fee and net before the PIN. */
export const fetchWithdrawalFee = (query: WithdrawalFeeQuery) =>
  http.get<WithdrawalFee>(WALLET_PATHS.withdrawalFee, { ...query });

/** Asked for when the member goes on to the PIN, for exactly the amount typed: never cached. */
export const useWithdrawalFeePreview = () => useMutation({ mutationFn: fetchWithdrawalFee });
