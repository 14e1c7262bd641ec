import { PROMOTION_CALLS } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { promotionKeys } from './keys';

/** The member's reward points balance, of all entries (refreshed with ['promotion']). */
export const pointsQuery = () =>
  queryOptions({
    queryKey: promotionKeys.points(),
    queryFn: ({ signal }) => callApi(PROMOTION_CALLS.points, { signal, quiet: true }),
  });
