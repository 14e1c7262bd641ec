import { WALLET_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { walletKeys } from './keys';

/** GET /bo/ewallet/transfer/limits: per-transfer and daily limits and today's use. */
export const fetchTransferLimits = () => callApi(WALLET_CALLS.transferLimits);

export const useTransferLimits = () =>
  useQuery({ queryKey: walletKeys.transferLimits(), queryFn: fetchTransferLimits });
