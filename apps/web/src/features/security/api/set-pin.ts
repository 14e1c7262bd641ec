import { SECURITY_PATHS, type SecurityStatus, type SetPinBody } from '@portal/contract';
import { http } from '../../../lib/http/client';
import { useSecurityMutation } from './use-security-mutation';

/** POST /wm/security/pin {pin, confirmPin}: the first PIN only. */
export const setPin = (body: SetPinBody) => http.post<SecurityStatus>(SECURITY_PATHS.setPin, body);

export const useSetPin = () => useSecurityMutation(setPin);
