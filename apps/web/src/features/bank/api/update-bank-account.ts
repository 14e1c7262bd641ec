import { BANK_CALLS, type UpdateBankAccountBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { invalidateBank } from './keys';

export interface UpdateBankAccountInput {
  id: number;
  body: UpdateBankAccountBody;
}

/** POST /wm/bankInfo/update/{id}: a left-out account number or IBAN keeps the stored one. */
export const updateBankAccount = ({ id, body }: UpdateBankAccountInput) =>
  callApi(BANK_CALLS.update, { params: { id }, body });

export const useUpdateBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccount,
    onSuccess: () => invalidateBank(queryClient),
  });
};
