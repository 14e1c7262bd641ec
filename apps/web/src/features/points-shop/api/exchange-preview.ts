import { POINTS_SHOP_CALLS, type ExchangeInput } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { pointsShopKeys } from './keys';

/** POST beforeExchangePurchase: checks and prices the exchange as composed (null: not yet). */
export function useExchangePreview(input: ExchangeInput | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: pointsShopKeys.preview(input as ExchangeInput, i18n.language),
    queryFn: ({ signal }) =>
      callApi(POINTS_SHOP_CALLS.beforeExchange, {
        body: input as ExchangeInput,
        signal,
        quiet: true,
      }),
    enabled: input !== null,
    // a refusal is an answer about this input, not a lost request: asked again on change only
    retry: false,
  });
}
