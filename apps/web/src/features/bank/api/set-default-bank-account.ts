import { BANK_CALLS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { invalidateBank } from './keys';

/** POST /wm/bankInfo/setDefault/{id}: exactly one default; an expired card is refused. */
export const setDefaultBankAccount = (id: number) =>
  callApi(BANK_CALLS.setDefault, { params: { id } });

export const useSetDefaultBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultBankAccount,
    onSettled: () => invalidateBank(queryClient),
  });
};
