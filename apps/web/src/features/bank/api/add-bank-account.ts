import { BANK_PATHS, type AddBankAccountBody, type BankAccount } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { bankKeys } from './bank-keys';

/** POST /wm/bankInfo/add: the first account a member adds becomes the default. */
export const addBankAccount = (body: AddBankAccountBody) =>
  http.post<BankAccount>(BANK_PATHS.add, body);

export const useAddBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankKeys.all }),
  });
};
