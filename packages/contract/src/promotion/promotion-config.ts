import { z } from 'zod';
import { textSchema } from '../common/text.js';

/**
 * A promotion's configuration (docs/promotions.md): what `ops promo:create` reads
 * and what the server stores in `promotion.rules`. Progress is always computed from real
 * orders and registrations; nothing here is a stored number of progress.
 */
export const PROMOTION_KINDS = ['alphaspin', 'specialPrize', 'quarter'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** What a goal promotion counts inside its window. */
export const GOAL_METRICS = ['personalBv', 'qualifyingOrders', 'newSponsored'] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];

const label = textSchema().min(1).max(80);
/** BV as a decimal text with at most 2 decimals ("100", "49.50"). */
export const bvTextSchema = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: 'validation.format' });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.format' });

/** A prize: e-wallet credit (minor units, to the bonus account), points or a product. */
export const prizeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ewallet'), amountMinor: z.number().int().positive().max(1e9) }),
  z.object({ kind: z.literal('points'), points: z.number().int().positive().max(1e9) }),
  z.object({ kind: z.literal('product'), sku: textSchema().min(1).max(64), name: label }),
  z.object({ kind: z.literal('none') }), // a "try again" slot of the wheel
]);
export type Prize = z.infer<typeof prizeSchema>;

/**
 * personalBv: net BV of the orders paid in the window; qualifyingOrders: orders paid in the
 * window whose net BV is at least minOrderBv; newSponsored: members the member personally
 * sponsored who joined in the window. (No comments between the elements: the web build marks
 * each schema call pure only when nothing stands between it and the bracket or comma.)
 */
export const goalSchema = z.discriminatedUnion('metric', [
  z.object({ metric: z.literal('personalBv') }),
  z.object({ metric: z.literal('qualifyingOrders'), minOrderBv: bvTextSchema }),
  z.object({ metric: z.literal('newSponsored') }),
]);
export type Goal = z.infer<typeof goalSchema>;

/** A prize tier: reached when the goal's value is at least `target` (whole BV or a count). */
export const tierSchema = z.object({
  label,
  target: z.number().int().positive().max(1e7),
  prize: prizeSchema,
});
export type Tier = z.infer<typeof tierSchema>;

export const goalRulesSchema = z.object({
  goal: goalSchema,
  tiers: z
    .array(tierSchema)
    .min(1)
    .max(10)
    .refine((t) => t.every((x, i) => i === 0 || x.target > t[i - 1]!.target), {
      error: 'validation.invalidValue',
    }),
});
export type GoalRules = z.infer<typeof goalRulesSchema>;

/** One slot of the wheel: drawn with probability weight / (sum of weights). */
export const wheelSlotSchema = z.object({
  label,
  weight: z.number().int().positive().max(1_000_000),
  prize: prizeSchema,
});
export type WheelSlot = z.infer<typeof wheelSlotSchema>;

export const spinRulesSchema = z.object({
  /** one spin per order paid in the window with net BV at least this */
  minOrderBv: bvTextSchema,
  /** at most this many spins per member (none: no cap) */
  maxSpins: z.number().int().positive().max(1000).optional(),
  slots: z.array(wheelSlotSchema).min(2).max(24),
});
export type SpinRules = z.infer<typeof spinRulesSchema>;

const commonSchema = z.object({
  companyCode: z.string().regex(/^[A-Z]{2}$/, { error: 'validation.format' }),
  /** unique per company, e.g. "spin-2026-q4" */
  code: z.string().regex(/^[a-z0-9][a-z0-9-]{1,40}$/, { error: 'validation.format' }),
  /** the title per locale; English is required and the fallback */
  title: z.object({
    en: label,
    id: label.optional(),
    ms: label.optional(),
    'zh-CN': label.optional(),
  }),
  /** business days (UTC+8), both included */
  startsOn: day,
  endsOn: day,
});

export const promotionConfigSchema = z
  .discriminatedUnion('kind', [
    commonSchema.extend({ kind: z.literal('alphaspin'), rules: spinRulesSchema }),
    commonSchema.extend({ kind: z.literal('specialPrize'), rules: goalRulesSchema }),
    commonSchema.extend({ kind: z.literal('quarter'), rules: goalRulesSchema }),
  ])
  .refine((p) => p.endsOn >= p.startsOn, { error: 'validation.invalidValue', path: ['endsOn'] });
export type PromotionConfig = z.infer<typeof promotionConfigSchema>;

/** BV text ("49.50") in hundredths. */
export function bvHundredths(text: string): bigint {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
}
