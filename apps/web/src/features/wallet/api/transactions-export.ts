import { WALLET_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import type { TransactionFilter } from './transactions';

/**
 * GET /bo/ewallet/transactions/export?…: the same filter as a CSV file. The http client
 * turns the octet-stream answer into a browser download named by the server.
 */
export const exportTransactions = (filter: TransactionFilter) =>
  callApi(WALLET_CALLS.transactionsExport, { query: filter });

export const useExportTransactions = () => useMutation({ mutationFn: exportTransactions });
