import { SECURITY_CALLS, type ResetByQuestionsBody } from '@portal/contract';
import { callApi } from '../../../lib/http/call';
import { useSecurityMutation } from './use-security-mutation';

/** POST /wm/security/pin/reset/by-questions {answers, pin, confirmPin}: also lifts a PIN lock. */
export const resetPinByQuestions = (body: ResetByQuestionsBody) =>
  callApi(SECURITY_CALLS.resetByQuestions, { body });

export const useResetPinByQuestions = () => useSecurityMutation(resetPinByQuestions);
