import { HEADER, WALLET_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

export interface WithdrawalCancelRequest {
  id: number;
  idempotencyKey: string;
}

/** POST /bo/ewallet/withdraw/:id/cancel: only while applied; the whole amount returns. */
export const postWithdrawalCancel = ({ id, idempotencyKey }: WithdrawalCancelRequest) =>
  callApi(WALLET_CALLS.withdrawalCancel, {
    params: { id },
    headers: { [HEADER.idempotencyKey]: idempotencyKey },
  });

export const useWithdrawalCancel = () => useMutation({ mutationFn: postWithdrawalCancel });
