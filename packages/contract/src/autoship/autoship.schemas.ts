import { z } from 'zod';
import { CART_QTY } from '../cart/cart-rules.js';
import { bodyId, pagedSchema, pageShape } from '../common/field-kit.js';
import { AMOUNT_PATTERN } from '../common/money.js';
import { integerIdParam } from '../common/validation.js';
import { deliveryInputSchema, payCardSchema } from '../order/order-input.js';
import { deliveryModeSchema, orderAddressSchema } from '../order/order-answers.js';
import {
  AUTOSHIP_MONTH_DAYS,
  AUTOSHIP_PAUSE_REASONS,
  AUTOSHIP_RUN_PROBLEMS,
  AUTOSHIP_RUN_STATUSES,
  AUTOSHIP_STATUSES,
  AUTOSHIP_WEEK_STEPS,
} from './autoship-rules.js';

/** Money, BV and points travel as exact decimal strings, never floats. */
const money = z.string();
const day = z.iso.date({ error: 'validation.format' });

/** A day of the month (1–28, so every month has it) or every 2, 4 or 8 weeks. */
export const autoshipScheduleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('monthDay'),
      day: z
        .number({ error: 'validation.notNumber' })
        .int({ error: 'validation.notInteger' })
        .min(AUTOSHIP_MONTH_DAYS.min, { error: 'validation.autoship.monthDay' })
        .max(AUTOSHIP_MONTH_DAYS.max, { error: 'validation.autoship.monthDay' }),
    }),
    z.object({
      kind: z.literal('everyWeeks'),
      weeks: z.union(
        AUTOSHIP_WEEK_STEPS.map((w) => z.literal(w)),
        { error: 'validation.autoship.weeks' },
      ),
    }),
  ],
  { error: 'validation.autoship.schedule' },
);
export type AutoshipScheduleInput = z.infer<typeof autoshipScheduleSchema>;

/** Where each run's order goes: an address of the member's book or a pick-up point. */
export const autoshipDeliverySchema = deliveryInputSchema;

const planShape = {
  schedule: autoshipScheduleSchema,
  /** the earliest first run (default: tomorrow); the schedule's first date on or after it */
  startDate: day.optional(),
  delivery: autoshipDeliverySchema,
};

/** preview: what the autoship cart would make, before the card is given. */
export const autoshipPreviewBodySchema = z.object(planShape);
export type AutoshipPreviewBody = z.infer<typeof autoshipPreviewBodySchema>;

/**
 * create: the autoship cart's lines become the autoship's; the card is vaulted at the provider
 * (only its token, brand, last four and expiry are kept, never the number or the CVC).
 */
export const createAutoshipBodySchema = z.object({
  ...planShape,
  card: payCardSchema,
  /** the amount the preview showed; a different amount now answers `orderPriceChanged` */
  expectedTotal: z.string().regex(AMOUNT_PATTERN, { error: 'validation.format' }).optional(),
});
export type CreateAutoshipBody = z.infer<typeof createAutoshipBodySchema>;

const qtySchema = z
  .number({ error: 'validation.notNumber' })
  .int({ error: 'validation.notInteger' })
  .min(CART_QTY.min, { error: 'validation.cart.qtyZero' })
  .max(CART_QTY.max, { error: 'validation.cart.qtyTooMany' });

export const autoshipLineInputSchema = z.object({ productSkuId: bodyId, qty: qtySchema });

/** update: any of these, effective for the next run; the items list replaces the old one. */
export const updateAutoshipBodySchema = z
  .object({
    lines: z
      .array(autoshipLineInputSchema)
      .min(1, { error: 'validation.required' })
      .max(50, { error: 'validation.tooLarge' })
      .refine((l) => new Set(l.map((x) => x.productSkuId)).size === l.length, {
        error: 'validation.autoship.duplicateLine',
      })
      .optional(),
    delivery: autoshipDeliverySchema.optional(),
    card: payCardSchema.optional(),
    schedule: autoshipScheduleSchema.optional(),
    startDate: day.optional(),
  })
  .refine((b) => b.lines || b.delivery || b.card || b.schedule, {
    error: 'validation.autoship.nothingToChange',
  });
export type UpdateAutoshipBody = z.infer<typeof updateAutoshipBodySchema>;

export const autoshipParamsSchema = z.object({ id: integerIdParam });
export const autoshipRunsQuerySchema = z.object({ ...pageShape });

export const autoshipLineSchema = z.object({
  productSkuId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  skuLabel: z.string(),
  imageUrl: z.string().nullable(),
  qty: z.number().int(),
  /** today's member price and BV: the run takes them as they are on its day */
  unitPrice: money,
  unitBv: money,
  lineAmount: money,
  lineBv: money,
  /** false when withdrawn or out of stock today */
  available: z.boolean(),
});
export type AutoshipLine = z.infer<typeof autoshipLineSchema>;

/** What one run would charge and earn at today's prices. */
export const autoshipAmountsSchema = z.object({
  currency: z.string(),
  minorUnit: z.number().int(),
  subtotal: money,
  shipping: money,
  tax: money,
  total: money,
  bv: money,
  /** reward points the paid run earns (1 per whole BV) */
  points: money,
});

export const autoshipScheduleViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('monthDay'), day: z.number().int() }),
  z.object({ kind: z.literal('everyWeeks'), weeks: z.number().int() }),
]);

export const autoshipPreviewSchema = z.object({
  firstRunDate: day,
  schedule: autoshipScheduleViewSchema,
  lines: z.array(autoshipLineSchema),
  amounts: autoshipAmountsSchema,
});
export type AutoshipPreview = z.infer<typeof autoshipPreviewSchema>;

export const savedCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

export const autoshipDeliveryViewSchema = z.object({
  mode: deliveryModeSchema,
  addressId: z.number().int().nullable(),
  centreId: z.number().int().nullable(),
  /** the address as it is now in the book, or null for pick-up */
  address: orderAddressSchema.nullable(),
  placeName: z.string().nullable(),
});

/** A failed or skipped run's reason and what to do, in the member's language. */
export const autoshipProblemSchema = z.object({
  code: z.enum(AUTOSHIP_RUN_PROBLEMS),
  reason: z.string(),
  advice: z.string(),
});

export const autoshipRunSchema = z.object({
  id: z.number().int(),
  /** the period: the date the run was scheduled for */
  runDate: day,
  status: z.enum(AUTOSHIP_RUN_STATUSES),
  /** charges tried (a retry after a temporary decline adds one) */
  tries: z.number().int(),
  nextRetryDate: day.nullable(),
  orderNo: z.string().nullable(),
  amount: money.nullable(),
  bv: money.nullable(),
  currency: z.string(),
  /** lines left out for want of stock (the order went without them) */
  omitted: z.array(
    z.object({ productSkuId: z.number().int(), name: z.string(), qty: z.number().int() }),
  ),
  problem: autoshipProblemSchema.nullable(),
  updatedAt: z.iso.datetime(),
});
export type AutoshipRunView = z.infer<typeof autoshipRunSchema>;

export const autoshipSchema = z.object({
  id: z.number().int(),
  status: z.enum(AUTOSHIP_STATUSES),
  pauseReason: z.enum(AUTOSHIP_PAUSE_REASONS).nullable(),
  /** the pause reason (or why the card was refused) in the member's language */
  pauseNote: z.string().nullable(),
  schedule: autoshipScheduleViewSchema,
  /** null once cancelled */
  nextRunDate: day.nullable(),
  card: savedCardSchema,
  delivery: autoshipDeliveryViewSchema,
  lines: z.array(autoshipLineSchema),
  amounts: autoshipAmountsSchema,
  lastRun: autoshipRunSchema.nullable(),
  createdAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type AutoshipView = z.infer<typeof autoshipSchema>;

export const autoshipListSchema = z.object({ list: z.array(autoshipSchema) });
export const autoshipRunPageSchema = pagedSchema(autoshipRunSchema);
export type AutoshipRunPage = z.infer<typeof autoshipRunPageSchema>;
