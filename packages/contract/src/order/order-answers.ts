import { z } from 'zod';
import { platformSchema, rankCodeSchema } from '../common/domain.js';
import { productKindSchema } from '../catalog/catalog.schemas.js';
import { pagedSchema } from '../common/field-kit.js';
import {
  DELIVERY_MODES,
  ORDER_ACTORS,
  ORDER_PAYMENT_METHODS,
  ORDER_PAYMENT_STATUSES,
} from './order-constants.js';
import { orderTypeSchema } from './order-input.js';

/** Money and BV travel as exact decimal strings (formatMinor), never floats. */
const money = z.string();

export const orderStatusSchema = z.number().int();
export const orderPaymentMethodSchema = z.enum(ORDER_PAYMENT_METHODS);
export const deliveryModeSchema = z.enum(DELIVERY_MODES);

export const orderLineSchema = z.object({
  productSkuId: z.number().int(),
  productId: z.number().int(),
  kind: productKindSchema,
  name: z.string(),
  skuLabel: z.string(),
  imageUrl: z.string().nullable(),
  unitPrice: money,
  unitBv: money,
  qty: z.number().int(),
  lineAmount: money,
  lineBv: money,
  packItems: z.array(
    z.object({
      productSkuId: z.number().int(),
      name: z.string(),
      skuLabel: z.string(),
      qty: z.number().int(),
    }),
  ),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The address copied into the order when it was placed (later edits do not change it). */
export const orderAddressSchema = z.object({
  receiverName: z.string(),
  phone: z.string(),
  country: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  street: z.string(),
  zip: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderDeliverySchema = z.object({
  mode: deliveryModeSchema,
  address: orderAddressSchema.nullable(),
  /** the office or distribution centre's name for pickup modes */
  placeName: z.string().nullable(),
});

export const orderAmountsSchema = z.object({
  currency: z.string(),
  minorUnit: z.number().int(),
  subtotal: money,
  shipping: money,
  tax: money,
  total: money,
  bv: money,
});

/** What this order changes for the member (compensation-plan.md), shown before it is placed. */
export const orderEffectsSchema = z.object({
  bvAdded: money,
  /** counts for PBV (main platform) — marketplace orders count only for the world plan */
  countsForPbv: z.boolean(),
  mustRebuyBV4ActiveBefore: money,
  mustRebuyBV4ActiveAfter: money,
  /** ISO instant until which the member stays active with no further order; null if not active */
  activeUntilBefore: z.string().nullable(),
  activeUntilAfter: z.string().nullable(),
  rank: z.object({
    before: rankCodeSchema,
    after: rankCodeSchema,
    next: rankCodeSchema.nullable(),
    bvToNext: money.nullable(),
  }),
});
export type OrderEffects = z.infer<typeof orderEffectsSchema>;

/** beforeSaveOrder's answer: the priced order as saveOrder would place it now. */
export const orderPreviewSchema = orderAmountsSchema.extend({
  orderType: orderTypeSchema,
  platform: platformSchema,
  lines: z.array(orderLineSchema),
  delivery: orderDeliverySchema,
  effects: orderEffectsSchema,
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

export const orderSummarySchema = orderAmountsSchema.extend({
  orderNo: z.string(),
  orderType: orderTypeSchema,
  platform: platformSchema,
  status: orderStatusSchema,
  /** what is still to pay (total − payments taken) */
  amountDue: money,
  lineCount: z.number().int(),
  deliveryMode: deliveryModeSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** when an unpaid order expires and its stock is released */
  expiresAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPageSchema = pagedSchema(orderSummarySchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderPaymentSchema = z.object({
  id: z.number().int(),
  method: orderPaymentMethodSchema,
  amount: money,
  refunded: money,
  status: z.enum(ORDER_PAYMENT_STATUSES),
  /** card: brand and last four; e-wallet: the account; others null */
  detail: z.string().nullable(),
  createdAt: z.string(),
});

export const orderEventSchema = z.object({
  at: z.string(),
  actor: z.enum(ORDER_ACTORS),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  note: z.string().nullable(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  delivery: orderDeliverySchema,
  payments: z.array(orderPaymentSchema),
  timeline: z.array(orderEventSchema),
  /** the carrier and tracking number the office shipped it with; null until shipped */
  shipment: z.object({ carrier: z.string(), trackingNo: z.string() }).nullable(),
  remark: z.string().nullable(),
  /** the member may cancel (unpaid) or pay (unpaid, not expired) now */
  canCancel: z.boolean(),
  canPay: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** What the success page polls, and what payOrder answers. */
export const paymentStatusSchema = z.object({
  orderNo: z.string(),
  status: orderStatusSchema,
  paid: z.boolean(),
  total: money,
  amountDue: money,
  currency: z.string(),
  payments: z.array(orderPaymentSchema),
  /**
   * a step the member must take in the browser, else null: 'redirect' opens `url` (the
   * third-party page); 'challenge' asks the member for the card's code on our Payment page and
   * answers it with the challenge call (`url`) of attempt `attemptId`
   */
  action: z
    .object({
      type: z.enum(['redirect', 'challenge']),
      url: z.string(),
      attemptId: z.number().int(),
    })
    .nullable(),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusSchema>;

/** What the checkout page needs to offer: delivery modes, places, methods, fees (per company). */
export const checkoutOptionsSchema = z.object({
  currency: z.string(),
  minorUnit: z.number().int(),
  shippingFee: money,
  /** tax rate in basis points of the goods */
  taxRateBp: z.number().int(),
  officePickup: z.object({ enabled: z.boolean(), name: z.string().nullable() }),
  distributionCentres: z.array(z.object({ id: z.number().int(), name: z.string() })),
  paymentMethods: z.array(z.object({ method: orderPaymentMethodSchema, available: z.boolean() })),
  expiryMinutes: z.number().int(),
  hasPaidFirstPurchase: z.boolean(),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;
