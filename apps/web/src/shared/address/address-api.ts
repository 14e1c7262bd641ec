import {
  ADDRESS_CALLS,
  AREA_CALLS,
  type AddressInput,
  type Address,
  type AreaItem,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/http/call';
import { addressKeys, areaKeys } from '../api/query-keys';

/** GET /mm/member/qry/consignee/address: the member's addresses, the default first. */
export const addressesQuery = () =>
  queryOptions({ queryKey: addressKeys.list(), queryFn: () => callApi(ADDRESS_CALLS.list) });

export const useAddresses = () => useQuery(addressesQuery());

/** GET /mm/member/qry/order/address/check/config: the company's address checks and switches. */
export const useAddressCheckConfig = () =>
  useQuery({
    queryKey: addressKeys.checkConfig(),
    queryFn: () => callApi(ADDRESS_CALLS.checkConfig),
    staleTime: Infinity,
  });

/** The countries the member's company ships to, its own first, named in the language. */
export const useShippingCountries = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: areaKeys.companyCountries(i18n.language),
    queryFn: () => callApi(AREA_CALLS.companyCountries),
    staleTime: Infinity,
  });
};

/** Provinces of a country, or cities of a province; nothing is asked until an id is known. */
const useChildAreas = (kind: 'provinces' | 'cities', areaId: number | null | undefined) =>
  useQuery<AreaItem[]>({
    queryKey: areaKeys.children(kind, areaId ?? 0),
    queryFn: () => callApi(AREA_CALLS[kind], { query: { areaId: areaId ?? 0 } }),
    enabled: typeof areaId === 'number' && areaId > 0,
    staleTime: Infinity,
  });

export const useProvinces = (countryId: number | null | undefined) =>
  useChildAreas('provinces', countryId);
export const useCities = (provinceId: number | null | undefined) =>
  useChildAreas('cities', provinceId);

/** `id` null adds an address, else it changes that one. */
export interface SaveAddressInput {
  id: number | null;
  body: AddressInput;
}

/** POST save (add) or update: the first address becomes the default; the list is read again. */
export const saveAddress = (input: SaveAddressInput): Promise<Address> => {
  if (input.id === null) return callApi(ADDRESS_CALLS.add, { body: input.body });
  return callApi(ADDRESS_CALLS.update, { body: { ...input.body, id: input.id } });
};

export const useSaveAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
};
