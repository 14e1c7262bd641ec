import { HEADER, WALLET_PATHS, type Withdrawal, type WithdrawalUpdateBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface WithdrawalUpdateRequest {
  id: number;
  body: WithdrawalUpdateBody;
  idempotencyKey: string;
}

/** POST /bo/ewallet/withdraw/:id/update {amount?, bankAccountId?}: only while applied. */
export const postWithdrawalUpdate = ({ id, body, idempotencyKey }: WithdrawalUpdateRequest) =>
  http.post<Withdrawal>(WALLET_PATHS.withdrawalUpdate.replace(':id', String(id)), body, {
    headers: { [HEADER.idempotencyKey]: idempotencyKey },
  });

export const useWithdrawalUpdate = () => useMutation({ mutationFn: postWithdrawalUpdate });
