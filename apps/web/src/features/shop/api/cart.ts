import { CART_CALLS, type Platform } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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

/** The cart page's read; every change of the cart reads it again, and the badge follows it. */
export function useCart(platform: Platform) {
  const { i18n } = useTranslation();
  return useQuery(cartQuery(platform, i18n.language));
}
