import { SECURITY_PATHS, type SecurityStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { WALLET_QUERY_ROOT } from './wallet-root';

export const securityStatusKeys = { mine: [...WALLET_QUERY_ROOT, 'securityStatus'] as const };

/** GET /wm/security/status: whether a PIN is set and whether PIN use is locked. */
export const fetchSecurityStatus = () => http.get<SecurityStatus>(SECURITY_PATHS.status);

export const useSecurityStatus = () =>
  useQuery({ queryKey: securityStatusKeys.mine, queryFn: fetchSecurityStatus });
