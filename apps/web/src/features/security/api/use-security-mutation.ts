import { useMutation, useQueryClient } from '@tanstack/react-query';
import { securityKeys } from './keys';

/**
 * A security change: afterwards the status (PIN set, lock, questions) is read again,
 * also after a failure, since a wrong PIN may just have locked PIN use.
 */
export function useSecurityMutation<TBody, TResult>(mutationFn: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
