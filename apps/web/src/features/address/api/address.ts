import { ADDRESS_CALLS } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { addressKeys } from './keys';

const invalidate = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: addressKeys.all });

/** GET qry/address/{id}: the address as stored now, before editing it. */
export const useStoredAddress = (id: number | null) =>
  useQuery({
    queryKey: addressKeys.byId(id ?? 0),
    queryFn: () => callApi(ADDRESS_CALLS.byId, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    // an edit form must start from the stored values, not from a cached copy
    staleTime: 0,
    gcTime: 0,
  });

/** GET delete/consignee/address/{id}: refused while an unshipped order uses it. */
export const useDeleteAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(ADDRESS_CALLS.delete, { params: { id } }),
    // the default may have moved to another address: read the list again either way
    onSettled: () => invalidate(queryClient),
  });
};

/** POST setDefault/{id}: exactly one default. */
export const useSetDefaultAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(ADDRESS_CALLS.setDefault, { params: { id } }),
    onSettled: () => invalidate(queryClient),
  });
};
