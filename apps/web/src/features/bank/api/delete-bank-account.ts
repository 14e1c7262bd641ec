import { BANK_CALLS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { invalidateBank } from './keys';

/** DELETE /wm/bankInfo/delete/{id}: refused while a pending withdrawal pays out to it. */
export const deleteBankAccount = (id: number) => callApi(BANK_CALLS.delete, { params: { id } });

export const useDeleteBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    // the default may have moved to another account: read the list again either way
    onSettled: () => invalidateBank(queryClient),
  });
};
