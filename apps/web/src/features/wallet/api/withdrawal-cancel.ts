import { HEADER, WALLET_PATHS, type Withdrawal } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface WithdrawalCancelRequest {
  id: number;
  idempotencyKey: string;
}

/** POST /bo/ewallet/withdraw/:id/cancel: only while applied; the whole amount returns. */
export const postWithdrawalCancel = ({ id, idempotencyKey }: WithdrawalCancelRequest) =>
  http.post<Withdrawal>(WALLET_PATHS.withdrawalCancel.replace(':id', String(id)), undefined, {
    headers: { [HEADER.idempotencyKey]: idempotencyKey },
  });

export const useWithdrawalCancel = () => useMutation({ mutationFn: postWithdrawalCancel });
