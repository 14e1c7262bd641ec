import { PROMOTION_CALLS } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { promotionKeys } from './keys';

/** Running promotions with the member's progress. */
export const promotionListQuery = () =>
  queryOptions({
    queryKey: promotionKeys.list(),
    queryFn: ({ signal }) => callApi(PROMOTION_CALLS.list, { signal, quiet: true }),
  });
