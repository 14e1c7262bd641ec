import { z } from 'zod';
import { LIST_PAGE, pagedSchema, pageShape } from '../common/field-kit.js';
import { integerIdParam } from '../common/validation.js';
import { GOAL_METRICS, PROMOTION_KINDS, prizeSchema } from './promotion-config.js';
import { CLIENT_SEED_PATTERN } from './promotion-spin.js';

/** Promotions (spec "Main mode", "Marketplace mode" myPromotion). */
export const PROMOTION_PATHS = {
  list: '/bo/promotion/list',
  detail: '/bo/promotion/:id',
  spin: '/bo/promotion/:id/spin',
  points: '/bo/promotion/points',
  pointsHistory: '/bo/promotion/points/history',
} as const;

/** The pages of the points history, newest first. */
export const POINTS_HISTORY_PAGE = LIST_PAGE;

/** The spins a page lists, newest first. */
export const PROMOTION_SPIN_HISTORY = 20;

export const promotionParamsSchema = z.object({
  id: integerIdParam,
});

export const spinBodySchema = z.object({
  clientSeed: z.string().regex(CLIENT_SEED_PATTERN, { error: 'validation.format' }),
});
export type SpinBody = z.infer<typeof spinBodySchema>;

/** How far the member is: a metric's value against the top tier (or the spins earned). */
export const promotionSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  code: z.string(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  metric: z.enum([...GOAL_METRICS, 'spins']),
  /** BV for personalBv (2 decimals), a count otherwise */
  value: z.number(),
  /** the top tier's target, or the spin cap; null when there is none */
  target: z.number().nullable(),
  /** 0–100 */
  percent: z.number().int(),
  /** the least net BV an order needs to count (qualifyingOrders and spins); null otherwise */
  minOrderBv: z.string().nullable().optional(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionListSchema = z.object({ promotions: z.array(promotionSummarySchema) });
export type PromotionList = z.infer<typeof promotionListSchema>;

/**
 * What became of a prize: credited (e-wallet money posted or points entered); pending (a
 * product for an operator to hand out); fulfilled (handed out by an operator); none.
 */
export const PRIZE_AWARDS = ['credited', 'pending', 'fulfilled', 'none'] as const;
export type PrizeAward = (typeof PRIZE_AWARDS)[number];

export const tierViewSchema = z.object({
  label: z.string(),
  target: z.number(),
  prize: prizeSchema,
  reached: z.boolean(),
  /** once the ended promotion is settled: what became of this reached tier's prize */
  award: z.enum(PRIZE_AWARDS).nullable(),
});

export const spinRecordSchema = z.object({
  nonce: z.number().int(),
  clientSeed: z.string(),
  /** revealed after the spin */
  serverSeed: z.string(),
  commitment: z.string(),
  slotIndex: z.number().int(),
  prize: prizeSchema,
  label: z.string(),
  award: z.enum(PRIZE_AWARDS),
  at: z.string(),
});
export type SpinRecord = z.infer<typeof spinRecordSchema>;

export const wheelViewSchema = z.object({
  minOrderBv: z.string(),
  /** orders paid in the window with at least minOrderBv: one spin each, up to maxSpins */
  qualifyingOrders: z.number().int(),
  /** the most spins one member earns in this promotion; null when there is no cap */
  maxSpins: z.number().int().nullable(),
  earned: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  /** SHA-256 of the seed the next spin will use */
  commitment: z.string(),
  nextNonce: z.number().int(),
  slots: z.array(z.object({ label: z.string(), weight: z.number().int(), prize: prizeSchema })),
  history: z.array(spinRecordSchema),
});
export type WheelView = z.infer<typeof wheelViewSchema>;

export const promotionDetailSchema = z.object({
  promotion: promotionSummarySchema,
  currency: z.string(),
  minorUnit: z.number().int(),
  running: z.boolean(),
  tiers: z.array(tierViewSchema),
  wheel: wheelViewSchema.nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const spinAnswerSchema = z.object({
  spin: spinRecordSchema,
  nextCommitment: z.string(),
  left: z.number().int(),
});
export type SpinAnswer = z.infer<typeof spinAnswerSchema>;

/** The member's reward points: the balance, the sum of all entries (not of one page). */
export const pointsViewSchema = z.object({
  balance: z.number().int(),
});
export type PointsView = z.infer<typeof pointsViewSchema>;

export const pointsEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['promotionSpin', 'promotionTier']),
  /** positive credit, negative debit */
  points: z.number().int(),
  memo: z.string(),
  /** ISO 8601 */
  at: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** A page of the points history, newest first (time, then id for equal times). */
export const pointsHistoryQuerySchema = z.object(pageShape);
export type PointsHistoryQuery = z.infer<typeof pointsHistoryQuerySchema>;
export const pointsHistoryPageSchema = pagedSchema(pointsEntrySchema);
export type PointsHistoryPage = z.infer<typeof pointsHistoryPageSchema>;
