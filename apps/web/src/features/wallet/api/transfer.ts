import { HEADER, WALLET_CALLS, type TransferBody } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

export interface TransferRequest {
  body: TransferBody;
  /** the same key for every retry of one confirmed form */
  idempotencyKey: string;
}

/** POST /bo/ewallet/transfer with its Idempotency-Key header: applied at most once per key. */
export const postTransfer = ({ body, idempotencyKey }: TransferRequest) =>
  callApi(WALLET_CALLS.transfer, { body, headers: { [HEADER.idempotencyKey]: idempotencyKey } });

export const useTransfer = () => useMutation({ mutationFn: postTransfer });
