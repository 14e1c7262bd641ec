import { CART_CALLS, type Platform } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { orderKeys } from './keys';

/** The platform's cart, read for the checkout (the lines the order is made of). */
export function useCheckoutCart(platform: Platform) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: orderKeys.cart(platform, i18n.language),
    queryFn: ({ signal }) =>
      callApi(CART_CALLS.list, { params: { platform }, signal, quiet: true }),
  });
}
