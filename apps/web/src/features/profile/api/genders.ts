import { MEMBER_CALLS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { profileKeys } from './keys';

/** GET /ewallet/gender in the member's language. */
export function useGenders() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: profileKeys.genders(i18n.language),
    queryFn: () => callApi(MEMBER_CALLS.genders),
  });
}
