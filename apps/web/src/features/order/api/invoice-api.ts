import { INVOICE_CALLS, type InvoiceLinkQuery } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
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

/** Downloads the PDF (the browser saves the file the server names). */
export function useInvoicePdf() {
  return useMutation({
    mutationFn: (source: { orderNo: string } | { link: InvoiceLinkQuery }) =>
      'link' in source
        ? callApi(INVOICE_CALLS.ossPdf, { query: source.link, quiet: true })
        : callApi(INVOICE_CALLS.pdf, { params: { orderNo: source.orderNo }, quiet: true }),
  });
}

/** Mints a signed, expiring link to share (InvoiceOss). */
export function useInvoiceLink() {
  return useMutation({
    mutationFn: (orderNo: string) =>
      callApi(INVOICE_CALLS.link, { params: { orderNo }, quiet: true }),
  });
}
