import { AREA_CALLS, type AreaItem } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { areaKeys } from './query-keys';

/** Provinces of a country, or cities of a province; nothing is asked until an id is known. */
export const childAreasQuery = (kind: 'provinces' | 'cities', areaId: number | null | undefined) =>
  queryOptions<AreaItem[]>({
    queryKey: areaKeys.children(kind, areaId ?? 0),
    queryFn: () => callApi(AREA_CALLS[kind], { query: { areaId: areaId ?? 0 } }),
    enabled: typeof areaId === 'number' && areaId > 0,
    staleTime: Infinity,
  });

export const useProvinces = (countryId: number | null | undefined) =>
  useQuery(childAreasQuery('provinces', countryId));
export const useCities = (provinceId: number | null | undefined) =>
  useQuery(childAreasQuery('cities', provinceId));
