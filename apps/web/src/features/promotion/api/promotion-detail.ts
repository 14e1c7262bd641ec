import { PROMOTION_CALLS } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { promotionKeys } from './keys';

/** One promotion: tiers, or alphaspin's spins and the next commitment. */
export const promotionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: promotionKeys.detail(id),
    queryFn: ({ signal }) =>
      callApi(PROMOTION_CALLS.detail, { params: { id }, signal, quiet: true }),
  });
