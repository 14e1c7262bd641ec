import { SECURITY_PATHS, type SecurityStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { bankKeys } from './bank-keys';

/** GET /wm/security/status: adding or changing an account needs a PIN, so whether one is set. */
export const useSecurityStatus = () =>
  useQuery({
    queryKey: [...bankKeys.all, 'securityStatus'] as const,
    queryFn: () => http.get<SecurityStatus>(SECURITY_PATHS.status),
    // asked afresh at each opening: the member may have just set the PIN elsewhere
    refetchOnMount: 'always',
  });
