import { SECURITY_CALLS, type ResetByCodeBody } from '@portal/contract';
import { callApi } from '../../../lib/http/call';
import { useSecurityMutation } from './use-security-mutation';

/** POST /wm/security/pin/reset/by-code {code, pin, confirmPin}: the code is used up with it. */
export const resetPinByCode = (body: ResetByCodeBody) =>
  callApi(SECURITY_CALLS.resetByCode, { body });

export const useResetPinByCode = () => useSecurityMutation(resetPinByCode);
