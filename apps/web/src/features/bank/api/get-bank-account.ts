import { BANK_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { bankKeys } from './keys';

/** GET /wm/bankInfo/queryBankInfoByPk/{id}: the account as stored now, before editing it. */
export const getBankAccount = (id: number) => callApi(BANK_CALLS.byId, { params: { id } });

export const useBankAccount = (id: number | null) =>
  useQuery({
    queryKey: bankKeys.byId(id ?? 0),
    queryFn: () => getBankAccount(id ?? 0),
    enabled: id !== null,
    // an edit form must start from the stored values, not from a cached copy
    staleTime: 0,
    gcTime: 0,
  });
