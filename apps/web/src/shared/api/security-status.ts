import { SECURITY_CALLS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';

/** Every security query key starts here; a PIN or question change invalidates it. */
export const SECURITY_QUERY_ROOT = ['security'] as const;
/** The one cache entry of the member's security status, whichever page reads it. */
export const securityStatusKey = [...SECURITY_QUERY_ROOT, 'status'] as const;

/**
 * GET /wm/security/status: PIN set, questions set, lock end, masked reset address. The
 * security pages show it, the wallet gates money moves on it and the bank dialog asks for
 * a PIN with it.
 */
export const securityStatusQuery = () =>
  queryOptions({
    queryKey: securityStatusKey,
    queryFn: () => callApi(SECURITY_CALLS.status),
  });

export const useSecurityStatus = () => useQuery(securityStatusQuery());
