import { AREA_CALLS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/http/call';
import { areaKeys } from './query-keys';

/** The countries the member's company ships to, its own first, named in the language. */
export const shippingCountriesQuery = (language: string) =>
  queryOptions({
    queryKey: areaKeys.companyCountries(language),
    queryFn: () => callApi(AREA_CALLS.companyCountries),
    staleTime: Infinity,
  });

export const useShippingCountries = () => {
  const { i18n } = useTranslation();
  return useQuery(shippingCountriesQuery(i18n.language));
};
