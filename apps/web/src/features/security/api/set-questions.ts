import { SECURITY_CALLS, type SetQuestionsBody } from '@portal/contract';
import { callApi } from '../../../lib/http/call';
import { useSecurityMutation } from './use-security-mutation';

/** POST /wm/security/questions {answers, password}: the login password confirms it is the member. */
export const setQuestions = (body: SetQuestionsBody) =>
  callApi(SECURITY_CALLS.setQuestions, { body });

export const useSetQuestions = () => useSecurityMutation(setQuestions);
