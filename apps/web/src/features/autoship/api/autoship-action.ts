import { AUTOSHIP_CALLS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { autoshipKeys } from './keys';

/** The one-click changes of the manage page: each answers the autoship as it now is. */
export type AutoshipAction = 'skip' | 'pause' | 'resume' | 'cancel';

export function useAutoshipAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AutoshipAction }) =>
      callApi(AUTOSHIP_CALLS[action], { params: { id }, quiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: autoshipKeys.all }),
  });
}
