import { AUTOSHIP_CALLS } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { autoshipKeys } from './keys';

/** GET runs: one page of an autoship's runs, paged on the server. */
export function useAutoshipRuns(id: number, pageNum: number, pageSize: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: autoshipKeys.runs(id, pageNum, pageSize, i18n.language),
    queryFn: ({ signal }) =>
      callApi(AUTOSHIP_CALLS.runs, {
        params: { id },
        query: { pageNum, pageSize },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
}
