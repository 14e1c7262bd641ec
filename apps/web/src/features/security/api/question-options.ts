import { SECURITY_CALLS } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { securityKeys } from './keys';

/** GET /wm/security/questions/options: the questions a member may choose from. */
export const fetchQuestionOptions = () => callApi(SECURITY_CALLS.questionOptions);

export const useQuestionOptions = () => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: securityKeys.options(i18n.language),
    queryFn: fetchQuestionOptions,
    staleTime: Infinity,
    // a new language keeps the old labels until its own arrive: the form stays, filled (WCAG 3.2.2)
    placeholderData: keepPreviousData,
  });
};
