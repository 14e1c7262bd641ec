import { SECURITY_CALLS, type SetPinBody } from '@portal/contract';
import { callApi } from '../../../lib/http/call';
import { useSecurityMutation } from './use-security-mutation';

/** POST /wm/security/pin {pin, confirmPin}: the first PIN only. */
export const setPin = (body: SetPinBody) => callApi(SECURITY_CALLS.setPin, { body });

export const useSetPin = () => useSecurityMutation(setPin);
