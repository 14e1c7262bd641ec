import { SECURITY_PATHS, type ResetCodeSent } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** POST /wm/security/pin/reset/send-code: mails a 6-digit code to the address on file. */
export const sendResetCode = () => http.post<ResetCodeSent>(SECURITY_PATHS.sendResetCode);

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
