import { BANK_PATHS, type BankAccount } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { bankKeys, withId } from './bank-keys';

/** GET /wm/bankInfo/queryBankInfoByPk/{id}: the account as stored now, before editing it. */
export const getBankAccount = (id: number) => http.get<BankAccount>(withId(BANK_PATHS.byId, id));

export const useBankAccount = (id: number | null) =>
  useQuery({
    queryKey: bankKeys.byId(id ?? 0),
    queryFn: () => getBankAccount(id ?? 0),
    enabled: id !== null,
    // an edit form must start from the stored values, not from a cached copy
    staleTime: 0,
    gcTime: 0,
  });
