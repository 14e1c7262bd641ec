import { BANK_PATHS, type BankAccount } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { bankKeys, withId } from './bank-keys';

/** POST /wm/bankInfo/setDefault/{id}: exactly one default; an expired card is refused. */
export const setDefaultBankAccount = (id: number) =>
  http.post<BankAccount>(withId(BANK_PATHS.setDefault, id));

export const useSetDefaultBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultBankAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankKeys.all }),
  });
};
