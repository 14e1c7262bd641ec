import { ADDRESS_CALLS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { addressKeys } from './query-keys';

/** GET /mm/member/qry/order/address/check/config: the company's address checks and switches. */
export const addressCheckConfigQuery = () =>
  queryOptions({
    queryKey: addressKeys.checkConfig(),
    queryFn: () => callApi(ADDRESS_CALLS.checkConfig),
    staleTime: Infinity,
  });

export const useAddressCheckConfig = () => useQuery(addressCheckConfigQuery());
