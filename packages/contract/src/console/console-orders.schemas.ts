import { z } from 'zod';
import { platformSchema } from '../common/domain.js';
import { pagingShape } from '../common/validation.js';
import { textSchema } from '../common/text.js';
import { orderDeliverySchema, orderLineSchema, orderStatusSchema } from '../order/order-answers.js';
import { ORDER_PAYMENT_METHODS, ORDER_PAYMENT_STATUSES } from '../order/order-constants.js';
import { totpCodeSchema } from './console-auth.schemas.js';
import { CONSOLE_REASON_MAX } from './console-permissions.js';

/** The longest carrier name and tracking number an operator may type. */
export const CARRIER_MAX = 64;
export const TRACKING_NO_MAX = 64;
/** A note on an order's timeline. */
export const ORDER_NOTE_MAX = 1000;

const money = z.string();
/** Money in minor units as a decimal string (bigint on the server), as the withdrawal queue. */
const minor = textSchema().regex(/^\d{1,18}$/, { error: 'validation.invalid' });
/** A business day (UTC+8), yyyy-mm-dd. */
const day = z.iso.date();
const reason = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CONSOLE_REASON_MAX, { error: 'validation.tooLong' });
const orderNo = textSchema().trim().min(1).max(40);

/**
 * A search counts its matches only up to this many, as a code host's search does: past it the
 * total reads "more than 1,000" and the pages stop there; a narrower filter finds the rest.
 * Counting every match of a broad search (all orders, a status alone) read millions of rows at
 * ten million orders, where the page itself reads twenty (docs/benchmarks.md).
 */
export const ORDER_SEARCH_COUNT_CAP = 1_000;

/** The search's pages stop where its count does: 100 pages of the smallest page size (10). */
export const ORDER_SEARCH_PAGE = { defaultSize: 20, maxSize: 100, maxPageNum: 100 } as const;

export const consoleOrderSearchQuerySchema = z.object({
  ...pagingShape(ORDER_SEARCH_PAGE),
  orderNo: textSchema().trim().max(40).optional(),
  login: textSchema().trim().max(64).optional(),
  company: textSchema().trim().max(16).optional(),
  status: z.coerce.number().int().min(0).max(99).optional(),
  orderType: z.coerce.number().int().min(0).max(99).optional(),
  platform: platformSchema.optional(),
  /** placed on or after this business day */
  from: day.optional(),
  /** placed on or before this business day */
  to: day.optional(),
  minTotal: minor.optional(),
  maxTotal: minor.optional(),
});
export type ConsoleOrderSearchQuery = z.infer<typeof consoleOrderSearchQuerySchema>;

export const consoleOrderRowSchema = z.object({
  orderNo: z.string(),
  companyCode: z.string(),
  memberId: z.number().int(),
  loginName: z.string(),
  orderType: z.number().int(),
  platform: platformSchema,
  status: orderStatusSchema,
  currency: z.string(),
  minorUnit: z.number().int(),
  total: money,
  bv: money,
  deliveryMode: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRowSchema>;
export const consoleOrderSearchSchema = z.object({
  list: z.array(consoleOrderRowSchema),
  /** The matches, counted up to ORDER_SEARCH_COUNT_CAP. */
  total: z.number().int(),
  /** True when there are more matches than `total` says (the count stopped at the cap). */
  totalCapped: z.boolean(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});

export const consoleOrderParamsSchema = z.object({ orderNo });

/** One entry of an order's timeline: a step of the state machine, a payment attempt, a note, a refund. */
export const consoleOrderTimelineSchema = z.object({
  at: z.string(),
  kind: z.enum(['step', 'payment', 'note', 'refund']),
  /** 'operator:alice', 'member:12', 'system:expiry', 'provider:card' */
  who: z.string(),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema.nullable(),
  text: z.string().nullable(),
});

export const consoleOrderPaymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(ORDER_PAYMENT_METHODS),
  amount: money,
  refunded: money,
  status: z.enum(ORDER_PAYMENT_STATUSES),
  account: z.string().nullable(),
  detail: z.string().nullable(),
  providerRef: z.string().nullable(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const consoleOrderShipmentSchema = z.object({
  carrier: z.string(),
  trackingNo: z.string(),
  shippedAt: z.string().nullable(),
});

export const consoleOrderDetailSchema = consoleOrderRowSchema.extend({
  subtotal: money,
  shipping: money,
  tax: money,
  paidAmount: money,
  refundedAmount: money,
  refundedBv: money,
  lines: z.array(orderLineSchema),
  delivery: orderDeliverySchema,
  payments: z.array(consoleOrderPaymentSchema),
  shipment: consoleOrderShipmentSchema.nullable(),
  timeline: z.array(consoleOrderTimelineSchema),
  remark: z.string().nullable(),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetailSchema>;

export const consoleOrderNoteBodySchema = z.object({
  note: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(ORDER_NOTE_MAX, { error: 'validation.tooLong' }),
});

export const consoleOrderShipBodySchema = z.object({
  carrier: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CARRIER_MAX, { error: 'validation.tooLong' }),
  /** letters, digits and dashes, as carriers print them */
  trackingNo: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(TRACKING_NO_MAX, { error: 'validation.tooLong' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'validation.invalid' }),
});
export const consoleOrderReasonBodySchema = z.object({ reason });

/** What is refunded: the whole of what is left (no amount), or an amount in the order's currency. */
export const consoleOrderRefundPreviewBodySchema = z.object({
  amount: textSchema()
    .trim()
    .regex(/^\d{1,15}(\.\d{1,4})?$/, { error: 'validation.invalid' })
    .optional(),
});
export const consoleOrderRefundBodySchema = consoleOrderRefundPreviewBodySchema.extend({
  reason,
  code: totpCodeSchema,
});

export const consoleOrderRefundPreviewSchema = z.object({
  orderNo: z.string(),
  currency: z.string(),
  minorUnit: z.number().int(),
  /** what this refund gives back */
  amount: money,
  /** refunded in full after it */
  whole: z.boolean(),
  /** the BV it takes back, counted negative in `cycle` */
  bv: money,
  cycle: z.string(),
  /** a points-shop exchange gives its points back instead of money */
  pointsGivenBack: z.boolean(),
  /** the status the order would have */
  statusAfter: orderStatusSchema,
  /** the first purchase or upgrade's package BV goes down: a rank reached with it may be reviewed */
  packageBvLost: z.boolean(),
  /** prize tiers of running promotions the member would fall below (the promotions count net BV) */
  promotionTiersLost: z.array(
    z.object({
      promotionCode: z.string(),
      title: z.string(),
      tierBefore: z.string(),
      tierAfter: z.string().nullable(),
    }),
  ),
});

export type ConsoleOrderRefundPreview = z.infer<typeof consoleOrderRefundPreviewSchema>;

/** The invoice re-sent: the link queued in the outbox to the member's address on file. */
export const consoleInvoiceResentSchema = z.object({
  orderNo: z.string(),
  /** the address it goes to */
  email: z.string(),
  /** the link in the mail opens the invoice until then */
  linkExpiresAt: z.string(),
});

export type ConsoleInvoiceResent = z.infer<typeof consoleInvoiceResentSchema>;

/** The operator's companies with their currency: the search form reads amounts in it. */
export const consoleOrderCompaniesSchema = z.object({
  list: z.array(z.object({ code: z.string(), currency: z.string(), minorUnit: z.number().int() })),
});
export type ConsoleOrderCompanies = z.infer<typeof consoleOrderCompaniesSchema>;

/** The answer of a step: where the order now stands. */
export const consoleOrderStepAnswerSchema = z.object({
  orderNo: z.string(),
  status: orderStatusSchema,
});

/** A pick list and packing slips: one business day's paid orders still to ship. */
export const consoleOrderPickQuerySchema = z.object({
  day,
  company: textSchema().trim().min(1).max(16),
});
