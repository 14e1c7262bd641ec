import { BONUS_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { bonusKeys } from './keys';

/** GET /bo/bonus/cycle/{cycle}: the member's lines with their trail (explain-my-pay). */
export function useBonusCycle(cycle: string) {
  return useQuery({
    queryKey: bonusKeys.cycle(cycle),
    queryFn: ({ signal }) => callApi(BONUS_CALLS.cycle, { params: { cycle }, signal, quiet: true }),
  });
}
