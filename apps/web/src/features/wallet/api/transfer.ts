import { HEADER, WALLET_PATHS, type TransferBody, type TransferResult } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface TransferRequest {
  body: TransferBody;
  /** the same key for every retry of one confirmed form */
  idempotencyKey: string;
}

/** POST /bo/ewallet/transfer with its Idempotency-Key header: applied at most once per key. */
export const postTransfer = ({ body, idempotencyKey }: TransferRequest) =>
  http.post<TransferResult>(WALLET_PATHS.transfer, body, {
    headers: { [HEADER.idempotencyKey]: idempotencyKey },
  });

export const useTransfer = () => useMutation({ mutationFn: postTransfer });
