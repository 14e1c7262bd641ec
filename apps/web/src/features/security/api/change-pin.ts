import { SECURITY_CALLS, type ChangePinBody } from '@portal/contract';
import { callApi } from '../../../lib/http/call';
import { useSecurityMutation } from './use-security-mutation';

/** POST /wm/security/pin/change {oldPin, pin, confirmPin}: a wrong old PIN counts to the lock. */
export const changePin = (body: ChangePinBody) => callApi(SECURITY_CALLS.changePin, { body });

export const useChangePin = () => useSecurityMutation(changePin);
