import { SECURITY_PATHS, type ResetByCodeBody, type SecurityStatus } from '@portal/contract';
import { http } from '../../../lib/http/client';
import { useSecurityMutation } from './use-security-mutation';

/** POST /wm/security/pin/reset/by-code {code, pin, confirmPin}: the code is used up with it. */
export const resetPinByCode = (body: ResetByCodeBody) =>
  http.post<SecurityStatus>(SECURITY_PATHS.resetByCode, body);

export const useResetPinByCode = () => useSecurityMutation(resetPinByCode);
