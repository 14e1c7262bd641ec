import { SECURITY_CALLS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { securityKeys } from './query-keys';

/**
 * GET /wm/security/status: PIN set, questions set, lock end, masked reset address. The
 * security pages show it, the wallet gates money moves on it and the bank dialog asks for
 * a PIN with it.
 */
export const securityStatusQuery = () =>
  queryOptions({
    queryKey: securityKeys.status(),
    queryFn: () => callApi(SECURITY_CALLS.status),
  });

export const useSecurityStatus = () => useQuery(securityStatusQuery());
