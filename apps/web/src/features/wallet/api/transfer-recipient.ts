import { WALLET_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

/**
 * GET /bo/ewallet/transfer/recipient?member: the member behind a login name or id, shown
 * before the member confirms. Refused with 'Member not in current network' outside the
 * sponsor line, and for names that do not exist.
 */
export const fetchTransferRecipient = (member: string) =>
  callApi(WALLET_CALLS.transferRecipient, { query: { member } });

/** A lookup the member starts by going on to the confirmation, so a mutation: never cached. */
export const useRecipientLookup = () => useMutation({ mutationFn: fetchTransferRecipient });
