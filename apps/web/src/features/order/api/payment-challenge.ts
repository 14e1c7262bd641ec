import { PAYMENT_CALLS } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { orderKeys } from './keys';

/**
 * The card's challenge step (3-D-Secure-like): the member's code for attempt `attemptId`. A
 * repeat of the same answer is harmless (the server answers the settled attempt again).
 */
export function useAnswerChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, code }: { attemptId: number; code: string }) =>
      callApi(PAYMENT_CALLS.challenge, { params: { id: attemptId }, body: { code }, quiet: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
