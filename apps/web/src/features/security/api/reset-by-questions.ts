import { SECURITY_PATHS, type ResetByQuestionsBody, type SecurityStatus } from '@portal/contract';
import { http } from '../../../lib/http/client';
import { useSecurityMutation } from './use-security-mutation';

/** POST /wm/security/pin/reset/by-questions {answers, pin, confirmPin}: also lifts a PIN lock. */
export const resetPinByQuestions = (body: ResetByQuestionsBody) =>
  http.post<SecurityStatus>(SECURITY_PATHS.resetByQuestions, body);

export const useResetPinByQuestions = () => useSecurityMutation(resetPinByQuestions);
