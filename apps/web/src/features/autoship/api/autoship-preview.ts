import { AUTOSHIP_CALLS, type AutoshipPreviewBody } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { autoshipKeys } from './keys';

/** POST preview: first run date, amount, BV and points (null: nothing to price yet). */
export function useAutoshipPreview(body: AutoshipPreviewBody | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: autoshipKeys.preview(body as AutoshipPreviewBody, i18n.language),
    queryFn: ({ signal }) =>
      callApi(AUTOSHIP_CALLS.preview, { body: body as AutoshipPreviewBody, signal, quiet: true }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
