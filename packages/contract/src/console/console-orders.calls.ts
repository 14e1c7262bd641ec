import { z } from 'zod';
import { idempotencyHeadersSchema } from '../common/money-fields.js';
import { consoleCall } from './console-call.js';
import {
  consoleInvoiceResentSchema,
  consoleOrderCompaniesSchema,
  consoleOrderDetailSchema,
  consoleOrderNoteBodySchema,
  consoleOrderParamsSchema,
  consoleOrderPickQuerySchema,
  consoleOrderReasonBodySchema,
  consoleOrderRefundBodySchema,
  consoleOrderRefundPreviewBodySchema,
  consoleOrderRefundPreviewSchema,
  consoleOrderSearchQuerySchema,
  consoleOrderSearchSchema,
  consoleOrderShipBodySchema,
  consoleOrderStepAnswerSchema,
} from './console-orders.schemas.js';

export * from './console-orders.schemas.js';

const ORDERS = { access: 'operator', record: 'none', tags: ['console-orders'] } as const;
/** What a step of the state machine is refused with besides validation, 401 and 403. */
const STEP_ERRORS = ['notFound', 'orderStepRefused'] as const;

/**
 * Orders and fulfilment: the search and the order's page (order:view), notes, shipping and
 * delivery (order:fulfil), cancelling and refunding (order:refund; a refund with a preview that
 * changes nothing, then a reason and a fresh code). Another company's order reads as missing.
 */
export const CONSOLE_ORDERS_CALLS = {
  orderSearch: consoleCall({
    ...ORDERS,
    permission: 'order:view',
    method: 'GET',
    path: '/orders',
    query: consoleOrderSearchQuerySchema,
    response: consoleOrderSearchSchema,
    summary: 'Orders by number, member, status, type, platform, day and amount, newest first',
  }),
  order: consoleCall({
    ...ORDERS,
    permission: 'order:view',
    method: 'GET',
    path: '/orders/:orderNo',
    params: consoleOrderParamsSchema,
    response: consoleOrderDetailSchema,
    summary: "An order's page: lines, address, payments and attempts, shipment and timeline",
    errors: ['notFound'],
  }),
  orderCompanies: consoleCall({
    ...ORDERS,
    permission: 'order:view',
    method: 'GET',
    path: '/orders/companies',
    response: consoleOrderCompaniesSchema,
    summary:
      "The operator's companies with their currency and minor unit, for the search's amounts",
  }),
  orderPickList: consoleCall({
    ...ORDERS,
    permission: 'order:fulfil',
    method: 'GET',
    path: '/orders/pick-list',
    query: consoleOrderPickQuerySchema,
    response: z.null(),
    answer: 'file',
    summary: "A day's paid orders to ship as a PDF: pick lists per warehouse or office, then slips",
  }),
  orderNote: consoleCall({
    ...ORDERS,
    permission: 'order:fulfil',
    method: 'POST',
    path: '/orders/:orderNo/notes',
    params: consoleOrderParamsSchema,
    body: consoleOrderNoteBodySchema,
    response: consoleOrderStepAnswerSchema,
    summary: "Adds an operator's note to the order's timeline",
    errors: ['notFound'],
  }),
  orderShip: consoleCall({
    ...ORDERS,
    permission: 'order:fulfil',
    method: 'POST',
    path: '/orders/:orderNo/ship',
    params: consoleOrderParamsSchema,
    body: consoleOrderShipBodySchema,
    response: consoleOrderStepAnswerSchema,
    summary: 'Ships a paid order with its carrier and tracking number; the member is told',
    errors: [...STEP_ERRORS],
  }),
  orderDeliver: consoleCall({
    ...ORDERS,
    permission: 'order:fulfil',
    method: 'POST',
    path: '/orders/:orderNo/deliver',
    params: consoleOrderParamsSchema,
    response: consoleOrderStepAnswerSchema,
    summary: 'Marks a shipped order delivered',
    errors: [...STEP_ERRORS],
  }),
  orderCancel: consoleCall({
    ...ORDERS,
    permission: 'order:refund',
    method: 'POST',
    path: '/orders/:orderNo/cancel',
    params: consoleOrderParamsSchema,
    body: consoleOrderReasonBodySchema,
    response: consoleOrderStepAnswerSchema,
    summary: 'Cancels an unpaid order with a reason; its stock goes back',
    errors: [...STEP_ERRORS],
  }),
  orderRefundPreview: consoleCall({
    ...ORDERS,
    permission: 'order:refund',
    method: 'POST',
    path: '/orders/:orderNo/refund/preview',
    params: consoleOrderParamsSchema,
    body: consoleOrderRefundPreviewBodySchema,
    response: consoleOrderRefundPreviewSchema,
    summary: 'What a refund would give back and take back (BV, cycle, points); changes nothing',
    errors: [...STEP_ERRORS, 'refundTooLarge'],
  }),
  orderRefund: consoleCall({
    ...ORDERS,
    permission: 'order:refund',
    method: 'POST',
    path: '/orders/:orderNo/refund',
    params: consoleOrderParamsSchema,
    body: consoleOrderRefundBodySchema,
    response: consoleOrderStepAnswerSchema,
    summary: 'Refunds an order in whole or in part, with a reason and a fresh code',
    errors: [...STEP_ERRORS, 'refundTooLarge', 'totpInvalid'],
  }),
  // order:view: it sends the member their own invoice, to the address on file and nowhere else,
  // so whoever answers the member (support, finance, fulfilment) may do it
  orderInvoiceResend: consoleCall({
    ...ORDERS,
    permission: 'order:view',
    method: 'POST',
    path: '/orders/:orderNo/invoice/resend',
    params: consoleOrderParamsSchema,
    headers: idempotencyHeadersSchema,
    response: consoleInvoiceResentSchema,
    summary: "Mails the member a link to the paid order's invoice (Idempotency-Key)",
    errors: ['notFound', 'invoiceOrderUnpaid', 'invoiceNoEmail', 'idempotencyConflict'],
  }),
} as const;
