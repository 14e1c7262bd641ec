import { z } from 'zod';
import { platformSchema } from '../common/domain.js';
import { integerValue, optionalString, plainDecimal } from '../common/validation.js';
import { RETURN_URL_ERROR, returnPathOf } from '../payment/return-url.js';
import { AMOUNT_PATTERN } from '../common/money.js';
import { bodyId, pageShape, requiredOr } from '../common/field-kit.js';
import { pinInputSchema } from '../common/money-fields.js';
import {
  ORDER_FIELD_ERROR,
  ORDER_LIMITS,
  ORDER_STATUS_CODES,
  ORDER_TYPES,
  ORDER_WALLET_ACCOUNTS,
  PLACEABLE_ORDER_TYPES,
} from './order-constants.js';

const F = ORDER_FIELD_ERROR;

const qtySchema = z
  .number({ error: requiredOr('validation.notNumber') })
  .int({ error: 'validation.notInteger' })
  .min(1, { error: F.qtyZero })
  .max(ORDER_LIMITS.qtyMax, { error: 'validation.tooLarge' });

export const orderTypeSchema = z.union(
  ORDER_TYPES.map((code) => z.literal(code)),
  { error: 'validation.invalidValue' },
);
/** What the checkout may place: a points exchange has its own call (the points shop). */
export const placeableOrderTypeSchema = z.union(
  PLACEABLE_ORDER_TYPES.map((code) => z.literal(code)),
  { error: 'validation.invalidValue' },
);

export const orderNoSchema = z
  .string({ error: 'validation.required' })
  .regex(/^[A-Z]{2}\d{6,28}$/, { error: 'validation.format' });
export const orderNoParamsSchema = z.object({ orderNo: orderNoSchema });

export const packItemSchema = z.object({ productSkuId: bodyId, qty: qtySchema });

/**
 * One line: a SKU and a quantity; `cartItemId` names the cart line it comes from (removed from
 * the cart once the order is saved); a pack lists what fills ONE pack (spec "Validation rules": adding up to
 * the pack's total), taken `qty` times.
 */
export const orderLineInputSchema = z.object({
  productSkuId: bodyId,
  qty: qtySchema,
  cartItemId: bodyId.optional(),
  packItems: z
    .array(packItemSchema)
    .max(ORDER_LIMITS.maxPackItems, { error: 'validation.tooLarge' })
    .optional(),
});

/** Where the order goes (spec "Validation rules": an address must be selected unless pickup or e-products only). */
export const deliveryInputSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('address'), addressId: bodyId }),
    z.object({ mode: z.literal('officePickup') }),
    z.object({ mode: z.literal('distributionCentre'), centreId: bodyId }),
    z.object({ mode: z.literal('none') }),
  ],
  { error: F.addressRequired },
);
export type DeliveryInput = z.infer<typeof deliveryInputSchema>;

const uniqueSkus = (lines: { productSkuId: number }[]) =>
  new Set(lines.map((l) => l.productSkuId)).size === lines.length;

/** The order as the member composes it; beforeSaveOrder prices it, saveOrder places it. */
export const orderInputSchema = z.object({
  orderType: placeableOrderTypeSchema,
  platform: platformSchema,
  lines: z
    .array(orderLineInputSchema, { error: F.linesRequired })
    .min(1, { error: F.linesRequired })
    .max(ORDER_LIMITS.maxLines, { error: 'validation.tooLarge' })
    .refine(uniqueSkus, { error: F.duplicateLine }),
  delivery: deliveryInputSchema,
  remark: optionalString(ORDER_LIMITS.remarkMax).optional(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** saveOrder: the same, with the return-policy agreement and, optionally, the total last shown. */
export const saveOrderBodySchema = orderInputSchema.extend({
  agreeReturnPolicy: z.literal(true, { error: F.agreeReturnPolicy }),
  /** the total the preview showed; a different total now answers `orderPriceChanged` */
  expectedTotal: z.string().regex(AMOUNT_PATTERN, { error: 'validation.format' }).optional(),
});
export type SaveOrderBody = z.infer<typeof saveOrderBodySchema>;

const amountField = z
  .string({ error: 'validation.required' })
  .regex(AMOUNT_PATTERN, { error: 'validation.format' });

/**
 * A card as a member types it to pay (expiry `MM/YY`): the card payment's field kit, also taken
 * by an autoship's card on file (which the provider vaults; the number is never kept).
 */
export const payCardSchema = z.object({
  number: z.string().regex(/^\d{12,19}$/, { error: 'validation.format' }),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: 'validation.format' }),
  cvc: z.string().regex(/^\d{3,4}$/, { error: 'validation.format' }),
  holder: optionalString(80).min(1, { error: 'validation.required' }),
});
export type PayCard = z.infer<typeof payCardSchema>;

const ewalletPart = {
  /** e-wallet account paid from; `eproduct` also needs the sponsor's e-wallet password (spec "Validation rules") */
  account: z.enum(ORDER_WALLET_ACCOUNTS, { error: 'validation.invalidValue' }).default('bonus'),
  pin: pinInputSchema,
  sponsorPassword: pinInputSchema.optional(),
};

/**
 * payOrder: `amount` must equal the amount due (spec "Validation rules"). Card and third party belong to the
 * payment helper; each may take an e-wallet part first (split: e-wallet first, the rest by card).
 */
export const payOrderBodySchema = z.discriminatedUnion(
  'method',
  [
    z
      .object({ method: z.literal('ewallet'), amount: amountField, ...ewalletPart })
      .refine((b) => b.account !== 'eproduct' || !!b.sponsorPassword, {
        path: ['sponsorPassword'],
        error: F.sponsorPasswordRequired,
      }),
    z.object({ method: z.literal('branch'), amount: amountField }),
    z.object({
      method: z.literal('card'),
      amount: amountField,
      card: payCardSchema,
      ewallet: z.object({ amount: amountField, ...ewalletPart }).optional(),
    }),
    z.object({
      method: z.literal('thirdparty'),
      amount: amountField,
      returnUrl: z
        .url({ protocol: /^https?$/, error: RETURN_URL_ERROR, abort: true })
        .max(500, { error: 'validation.tooLong' })
        .refine((url) => returnPathOf(url) !== null, { error: RETURN_URL_ERROR })
        .describe('an http(s) address of a portal page: only its path and query are kept'),
      ewallet: z.object({ amount: amountField, ...ewalletPart }).optional(),
    }),
  ],
  { error: F.paymentMethodRequired },
);
export type PayOrderBody = z.infer<typeof payOrderBodySchema>;

const day = z.iso.date({ error: 'validation.format' });

/** orderList filters (spec "The calls the product makes"'s `orderStatus_EQ`/`orderType_EQ`); dates are UTC+8 days, inclusive. */
export const orderListQuerySchema = z
  .object({
    orderStatus_EQ: plainDecimal(
      integerValue().refine((v) => (ORDER_STATUS_CODES as readonly number[]).includes(v), {
        error: 'validation.invalidValue',
      }),
    ).optional(),
    orderType_EQ: plainDecimal(
      integerValue().refine((v) => (ORDER_TYPES as readonly number[]).includes(v), {
        error: 'validation.invalidValue',
      }),
    ).optional(),
    platform: platformSchema.optional(),
    dateFrom: day.optional(),
    dateTo: day.optional(),
    ...pageShape,
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateTo >= q.dateFrom, {
    path: ['dateTo'],
    error: F.endBeforeStart,
  });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
