import { SECURITY_PATHS, type SecurityStatus, type SetQuestionsBody } from '@portal/contract';
import { http } from '../../../lib/http/client';
import { useSecurityMutation } from './use-security-mutation';

/** POST /wm/security/questions {answers, password}: the login password confirms it is the member. */
export const setQuestions = (body: SetQuestionsBody) =>
  http.post<SecurityStatus>(SECURITY_PATHS.setQuestions, body);

export const useSetQuestions = () => useSecurityMutation(setQuestions);
