import { BANK_CALLS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';

/** Every bank-account query key starts here; every change invalidates it. */
export const BANK_QUERY_ROOT = ['bank'] as const;
/** The one cache entry of the member's bank accounts, whichever page reads them. */
export const bankAccountsKey = [...BANK_QUERY_ROOT, 'list'] as const;

/**
 * GET /wm/bankInfo/list: the member's accounts, numbers masked by the server. The bank page
 * manages them; a withdrawal pays out to one of them.
 */
export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: bankAccountsKey,
    queryFn: () => callApi(BANK_CALLS.list),
  });

export const useBankAccounts = () => useQuery(bankAccountsQuery());
