import { useQueryClient } from '@tanstack/react-query';
import { messageKeys } from './keys';

/** Everything under ['message'] but the details (a detail read again would mark nothing). */
export function useRefreshMessages() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      queryKey: messageKeys.all,
      predicate: (q) => q.queryKey[1] !== 'detail',
    });
}
