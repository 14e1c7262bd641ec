import { ADDRESS_CALLS, type AddressInput, type Address } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { addressKeys } from './query-keys';

/** GET /mm/member/qry/consignee/address: the member's addresses, the default first. */
export const addressesQuery = () =>
  queryOptions({ queryKey: addressKeys.list(), queryFn: () => callApi(ADDRESS_CALLS.list) });

export const useAddresses = () => useQuery(addressesQuery());

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
