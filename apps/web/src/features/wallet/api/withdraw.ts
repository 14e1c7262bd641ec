import { HEADER, WALLET_CALLS, type WithdrawBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

export interface WithdrawRequest {
  body: WithdrawBody;
  idempotencyKey: string;
}

/** POST /wm/wallet/withdraw with its Idempotency-Key: the amount moves into clearing. */
export const postWithdraw = ({ body, idempotencyKey }: WithdrawRequest) =>
  callApi(WALLET_CALLS.withdraw, { body, headers: { [HEADER.idempotencyKey]: idempotencyKey } });

export const useWithdraw = () => useMutation({ mutationFn: postWithdraw });
