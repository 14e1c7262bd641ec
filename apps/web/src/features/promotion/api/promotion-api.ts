import { HEADER, PROMOTION_CALLS } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { promotionKeys } from './keys';

/** Running promotions with the member's progress. */
export const promotionListQuery = () =>
  queryOptions({
    queryKey: promotionKeys.list(),
    queryFn: ({ signal }) => callApi(PROMOTION_CALLS.list, { signal, quiet: true }),
  });

/** One promotion: tiers, or alphaspin's spins and the next commitment. */
export const promotionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: promotionKeys.detail(id),
    queryFn: ({ signal }) =>
      callApi(PROMOTION_CALLS.detail, { params: { id }, signal, quiet: true }),
  });

/** One spin; the key makes a retry of the same click harmless. */
export const spinOnce = (id: number, clientSeed: string, idempotencyKey: string) =>
  callApi(PROMOTION_CALLS.spin, {
    params: { id },
    body: { clientSeed },
    headers: { [HEADER.idempotencyKey]: idempotencyKey },
    quiet: true,
  });

/** 32 hex characters from the browser's CSPRNG (a key, or a default client seed). */
export function randomHex(bytes = 16): string {
  const b = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** The member's reward points balance, of all entries (refreshed with ['promotion']). */
export const pointsQuery = () =>
  queryOptions({
    queryKey: promotionKeys.points(),
    queryFn: ({ signal }) => callApi(PROMOTION_CALLS.points, { signal, quiet: true }),
  });

/** One page of the member's points entries, newest first; the table keeps its rows meanwhile. */
export const pointsHistoryQuery = (pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: promotionKeys.pointsHistory(pageNum, pageSize),
    queryFn: ({ signal }) =>
      callApi(PROMOTION_CALLS.pointsHistory, {
        query: { pageNum, pageSize },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
