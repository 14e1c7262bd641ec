import { WALLET_PATHS, type TransferLimits } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { WALLET_QUERY_ROOT } from './wallet-root';

export const transferLimitsKeys = { mine: [...WALLET_QUERY_ROOT, 'transferLimits'] as const };

/** GET /bo/ewallet/transfer/limits: per-transfer and daily limits and today's use. */
export const fetchTransferLimits = () => http.get<TransferLimits>(WALLET_PATHS.transferLimits);

export const useTransferLimits = () =>
  useQuery({ queryKey: transferLimitsKeys.mine, queryFn: fetchTransferLimits });
