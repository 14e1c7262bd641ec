import { CART_CALLS } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { cartKeys } from './keys';

/** The main platform's cart: its autoship list is what a new autoship is made of. */
export function useAutoshipCart() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: cartKeys.list('bzz', i18n.language),
    queryFn: ({ signal }) =>
      callApi(CART_CALLS.list, { params: { platform: 'bzz' }, signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}
