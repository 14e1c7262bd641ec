import { defineCall } from '../common/define-call.js';
import { fileAnswerSchema } from '../common/file-answer.js';
import { orderNoParamsSchema } from '../order/order-input.js';
import { invoiceLinkQuerySchema, invoiceLinkSchema } from './invoice-link.js';
import { invoiceSchema } from './invoice-view.js';

/** Invoice calls (no path in spec "The calls the product makes": they sit beside the order calls under /omn/order). */
export const INVOICE_PATHS = {
  invoice: '/omn/order/invoice/:orderNo',
  pdf: '/omn/order/invoice/:orderNo/pdf',
  link: '/omn/order/invoice/:orderNo/link',
  oss: '/omn/order/invoiceOss',
  ossPdf: '/omn/order/invoiceOss/pdf',
} as const;

const tags = ['invoice'] as const;
const OWN = {
  access: 'member',
  record: 'order',
  tags,
  params: orderNoParamsSchema,
} as const;
const SIGNED = { access: 'public', record: 'none', tags, query: invoiceLinkQuerySchema } as const;

/** The Invoice page, its PDF and the signed InvoiceOss link. */
export const INVOICE_CALLS = {
  invoice: defineCall({
    ...OWN,
    method: 'GET',
    path: INVOICE_PATHS.invoice,
    response: invoiceSchema,
    summary: "The invoice of one of the member's own orders",
  }),
  pdf: defineCall({
    ...OWN,
    method: 'GET',
    path: INVOICE_PATHS.pdf,
    response: fileAnswerSchema,
    answer: 'file',
    summary: "The invoice of one of the member's own orders, as a PDF download",
  }),
  link: defineCall({
    ...OWN,
    method: 'GET',
    path: INVOICE_PATHS.link,
    response: invoiceLinkSchema,
    summary: 'A signed, expiring link that opens the invoice without login (InvoiceOss)',
  }),
  oss: defineCall({
    ...SIGNED,
    method: 'GET',
    path: INVOICE_PATHS.oss,
    response: invoiceSchema,
    summary: 'The invoice a signed link names (no login; a bad or expired link is refused)',
  }),
  ossPdf: defineCall({
    ...SIGNED,
    method: 'GET',
    path: INVOICE_PATHS.ossPdf,
    response: fileAnswerSchema,
    answer: 'file',
    summary: 'The PDF of the invoice a signed link names (no login)',
  }),
} as const;
