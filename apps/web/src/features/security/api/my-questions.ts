import { SECURITY_CALLS } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { securityKeys } from './keys';

/** GET /wm/security/questions/mine: the member's chosen questions, never the answers. */
export const fetchMyQuestions = () => callApi(SECURITY_CALLS.myQuestions);

export const useMyQuestions = (enabled = true) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: securityKeys.mine(i18n.language),
    queryFn: fetchMyQuestions,
    enabled,
    // a new language keeps the old labels until its own arrive: the form stays, filled (WCAG 3.2.2)
    placeholderData: keepPreviousData,
  });
};
