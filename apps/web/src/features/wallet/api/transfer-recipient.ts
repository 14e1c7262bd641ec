import { WALLET_PATHS, type TransferRecipient } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/**
 * GET /bo/ewallet/transfer/recipient?memberId: the name shown before the member confirms.
 * Refused with 'Member not in current network' outside the sponsor line.
 */
export const fetchTransferRecipient = (memberId: number) =>
  http.get<TransferRecipient>(WALLET_PATHS.transferRecipient, { memberId });

/** A lookup the member starts by going on to the confirmation, so a mutation: never cached. */
export const useRecipientLookup = () => useMutation({ mutationFn: fetchTransferRecipient });
