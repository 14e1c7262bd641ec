import { SECURITY_PATHS, type SecurityQuestion } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/client';
import { securityKeys } from './security-keys';

/** GET /wm/security/questions/options: the questions a member may choose from. */
export const fetchQuestionOptions = () =>
  http.get<SecurityQuestion[]>(SECURITY_PATHS.questionOptions);

export const useQuestionOptions = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: securityKeys.options(i18n.language),
    queryFn: fetchQuestionOptions,
    staleTime: Infinity,
  });
};
