import { BANK_CALLS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { bankKeys } from './query-keys';

/**
 * GET /wm/bankInfo/list: the member's accounts, numbers masked by the server. The bank page
 * manages them; a withdrawal pays out to one of them.
 */
export const bankAccountsQuery = () =>
  queryOptions({
    // the one cache entry of the member's bank accounts, whichever page reads them
    queryKey: bankKeys.list(),
    queryFn: () => callApi(BANK_CALLS.list),
  });

export const useBankAccounts = () => useQuery(bankAccountsQuery());
