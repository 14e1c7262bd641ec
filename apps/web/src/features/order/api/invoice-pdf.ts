import { INVOICE_CALLS, type InvoiceLinkQuery } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

/** Downloads the PDF (the browser saves the file the server names). */
export function useInvoicePdf() {
  return useMutation({
    mutationFn: (source: { orderNo: string } | { link: InvoiceLinkQuery }) =>
      'link' in source
        ? callApi(INVOICE_CALLS.ossPdf, { query: source.link, quiet: true })
        : callApi(INVOICE_CALLS.pdf, { params: { orderNo: source.orderNo }, quiet: true }),
  });
}
