import { SECURITY_PATHS, type ChangePinBody, type SecurityStatus } from '@portal/contract';
import { http } from '../../../lib/http/client';
import { useSecurityMutation } from './use-security-mutation';

/** POST /wm/security/pin/change {oldPin, pin, confirmPin}: a wrong old PIN counts to the lock. */
export const changePin = (body: ChangePinBody) =>
  http.post<SecurityStatus>(SECURITY_PATHS.changePin, body);

export const useChangePin = () => useSecurityMutation(changePin);
