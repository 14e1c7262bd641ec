import { SECURITY_PATHS, type SecurityQuestion } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../lib/http/client';
import { securityKeys } from './security-keys';

/** GET /wm/security/questions/mine: the member's chosen questions, never the answers. */
export const fetchMyQuestions = () => http.get<SecurityQuestion[]>(SECURITY_PATHS.myQuestions);

export const useMyQuestions = (enabled = true) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: securityKeys.mine(i18n.language),
    queryFn: fetchMyQuestions,
    enabled,
  });
};
