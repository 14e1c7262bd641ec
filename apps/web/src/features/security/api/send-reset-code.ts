import { SECURITY_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

/** POST /wm/security/pin/reset/send-code: mails a 6-digit code to the address on file. */
export const sendResetCode = () => callApi(SECURITY_CALLS.sendResetCode);

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
