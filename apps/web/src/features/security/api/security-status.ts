import { SECURITY_PATHS, type SecurityStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { securityKeys } from './security-keys';

/** GET /wm/security/status: PIN set, questions set, lock end, masked reset address. */
export const fetchSecurityStatus = () => http.get<SecurityStatus>(SECURITY_PATHS.status);

export const useSecurityStatus = () =>
  useQuery({ queryKey: securityKeys.status(), queryFn: fetchSecurityStatus });
