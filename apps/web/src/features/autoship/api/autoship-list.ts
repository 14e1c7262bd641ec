import { AUTOSHIP_CALLS } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { autoshipKeys } from './keys';

/** GET list: the member's autoships (kept while the language changes, so nothing jumps). */
export function useAutoships() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: autoshipKeys.list(i18n.language),
    queryFn: ({ signal }) => callApi(AUTOSHIP_CALLS.list, { signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}
