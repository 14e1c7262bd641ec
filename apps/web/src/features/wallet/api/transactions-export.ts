import { WALLET_PATHS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import type { TransactionFilter } from './transactions';

/**
 * GET /bo/ewallet/transactions/export?…: the same filter as a CSV file. The http client
 * turns the octet-stream answer into a browser download named by the server.
 */
export const exportTransactions = (filter: TransactionFilter) =>
  http.get<void>(WALLET_PATHS.transactionsExport, { ...filter });

export const useExportTransactions = () => useMutation({ mutationFn: exportTransactions });
