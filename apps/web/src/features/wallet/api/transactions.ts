import { WALLET_CALLS, type JournalType, type MemberAccount } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { WALLET_QUERY_ROOT } from './wallet-root';

/** The history filter: one account, an optional type and time range (end exclusive). */
export interface TransactionFilter {
  account: MemberAccount;
  type?: JournalType;
  /** ISO 8601 */
  start?: string;
  /** ISO 8601, exclusive */
  end?: string;
}

export interface TransactionsRequest extends TransactionFilter {
  pageNum: number;
  pageSize: number;
}

export const transactionsKeys = {
  page: (request: TransactionsRequest) => [...WALLET_QUERY_ROOT, 'transactions', request] as const,
};

/** GET /bo/ewallet/transactions?account&type&start&end&pageNum&pageSize, newest first. */
export const fetchTransactions = (request: TransactionsRequest) =>
  callApi(WALLET_CALLS.transactions, { query: request });

export const useTransactions = (request: TransactionsRequest) =>
  useQuery({
    queryKey: transactionsKeys.page(request),
    queryFn: () => fetchTransactions(request),
    // the table keeps its rows while the next page loads
    placeholderData: keepPreviousData,
  });
