import { BANK_PATHS, type BankAccount, type UpdateBankAccountBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { bankKeys, withId } from './bank-keys';

export interface UpdateBankAccountInput {
  id: number;
  body: UpdateBankAccountBody;
}

/** POST /wm/bankInfo/update/{id}: a left-out account number or IBAN keeps the stored one. */
export const updateBankAccount = ({ id, body }: UpdateBankAccountInput) =>
  http.post<BankAccount>(withId(BANK_PATHS.update, id), body);

export const useUpdateBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankKeys.all }),
  });
};
