import { AREA_CALLS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { areaKeys } from '../../../shared/api/query-keys';

/** Every country of the area table, named in the page's language (no session needed). */
export const fetchAllCountries = () => callApi(AREA_CALLS.allCountries, { quiet: true });

export const allCountriesQuery = (language: string) =>
  queryOptions({
    queryKey: areaKeys.allCountries(language),
    queryFn: fetchAllCountries,
    staleTime: Infinity,
  });

export function useAllCountries() {
  const { i18n } = useTranslation();
  return useQuery(allCountriesQuery(i18n.language));
}
