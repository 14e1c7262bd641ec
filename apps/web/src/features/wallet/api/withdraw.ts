import { HEADER, WALLET_PATHS, type Withdrawal, type WithdrawBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface WithdrawRequest {
  body: WithdrawBody;
  idempotencyKey: string;
}

/** POST /wm/wallet/withdraw with its Idempotency-Key: the amount moves into clearing. */
export const postWithdraw = ({ body, idempotencyKey }: WithdrawRequest) =>
  http.post<Withdrawal>(WALLET_PATHS.withdraw, body, {
    headers: { [HEADER.idempotencyKey]: idempotencyKey },
  });

export const useWithdraw = () => useMutation({ mutationFn: postWithdraw });
