import { BANK_PATHS, type BankAccountDeleted } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';
import { bankKeys, withId } from './bank-keys';

/** DELETE /wm/bankInfo/delete/{id}: refused while a pending withdrawal pays out to it. */
export const deleteBankAccount = (id: number) =>
  request<BankAccountDeleted>(withId(BANK_PATHS.delete, id), { method: 'DELETE' });

export const useDeleteBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    // the default may have moved to another account: read the list again either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankKeys.all }),
  });
};
