import { WALLET_CALLS, type JournalType, type MemberAccount } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { walletKeys } from './keys';

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

/** GET /bo/ewallet/transactions?account&type&start&end&pageNum&pageSize, newest first. */
export const fetchTransactions = (request: TransactionsRequest) =>
  callApi(WALLET_CALLS.transactions, { query: request });

export const useTransactions = (request: TransactionsRequest) =>
  useQuery({
    queryKey: walletKeys.transactions(request),
    queryFn: () => fetchTransactions(request),
    // the table keeps its rows while the next page loads
    placeholderData: keepPreviousData,
  });
