import { INVOICE_CALLS, type InvoiceLinkQuery } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { invoiceKeys } from './keys';

/** The member's own invoice, or the one a signed InvoiceOss link names (no login). */
export function useInvoice(source: { orderNo: string } | { link: InvoiceLinkQuery } | null) {
  return useQuery({
    queryKey: invoiceKeys.view(source),
    queryFn: ({ signal }) =>
      source && 'link' in source
        ? callApi(INVOICE_CALLS.oss, { query: source.link, signal, quiet: true })
        : callApi(INVOICE_CALLS.invoice, {
            params: { orderNo: source?.orderNo ?? '' },
            signal,
            quiet: true,
          }),
    enabled: source !== null,
  });
}
