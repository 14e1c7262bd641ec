import { HEADER, WALLET_CALLS, type WithdrawalUpdateBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

export interface WithdrawalUpdateRequest {
  id: number;
  body: WithdrawalUpdateBody;
  idempotencyKey: string;
}

/** POST /bo/ewallet/withdraw/:id/update {amount?, bankAccountId?}: only while applied. */
export const postWithdrawalUpdate = ({ id, body, idempotencyKey }: WithdrawalUpdateRequest) =>
  callApi(WALLET_CALLS.withdrawalUpdate, {
    params: { id },
    body,
    headers: { [HEADER.idempotencyKey]: idempotencyKey },
  });

export const useWithdrawalUpdate = () => useMutation({ mutationFn: postWithdrawalUpdate });
