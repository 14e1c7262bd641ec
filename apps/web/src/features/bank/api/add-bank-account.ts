import { BANK_CALLS, type AddBankAccountBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { invalidateBank } from './keys';

/** POST /wm/bankInfo/add: the first account a member adds becomes the default. */
export const addBankAccount = (body: AddBankAccountBody) => callApi(BANK_CALLS.add, { body });

export const useAddBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankAccount,
    onSuccess: () => invalidateBank(queryClient),
  });
};
