import { INVOICE_CALLS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

/** Mints a signed, expiring link to share (InvoiceOss). */
export function useInvoiceLink() {
  return useMutation({
    mutationFn: (orderNo: string) =>
      callApi(INVOICE_CALLS.link, { params: { orderNo }, quiet: true }),
  });
}
