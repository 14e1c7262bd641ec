import { CART_CALLS, type Platform } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { cartKeys } from './keys';

/**
 * GET /omn/shoppingCart/qryShoppingCart/{platform}: the one cache entry of a platform's cart.
 * The cart page reads it; the shell's cart loader copies it into the header badge's store.
 */
export const cartQuery = (platform: Platform, language: string) =>
  queryOptions({
    queryKey: cartKeys.list(platform, language),
    queryFn: ({ signal }) =>
      callApi(CART_CALLS.list, { params: { platform }, signal, quiet: true }),
  });
