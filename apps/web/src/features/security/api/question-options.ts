import { SECURITY_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { securityKeys } from './security-keys';

/** GET /wm/security/questions/options: the questions a member may choose from. */
export const fetchQuestionOptions = () => callApi(SECURITY_CALLS.questionOptions);

export const useQuestionOptions = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: securityKeys.options(i18n.language),
    queryFn: fetchQuestionOptions,
    staleTime: Infinity,
  });
};
