import { AUTOSHIP_CALLS, type UpdateAutoshipBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { autoshipKeys } from './keys';

/** POST update: items, address, card or schedule, effective for the next run. */
export function useUpdateAutoship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAutoshipBody }) =>
      callApi(AUTOSHIP_CALLS.update, { params: { id }, body, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: autoshipKeys.all }),
  });
}
