import { z } from 'zod';
import { companyCodeSchema } from '../common/domain.js';
import { pagedSchema, pageShape } from '../common/field-kit.js';
import { textSchema } from '../common/text.js';
import { integerIdParam } from '../common/validation.js';
import {
  GOAL_METRICS,
  PROMOTION_KINDS,
  prizeSchema,
  promotionConfigSchema,
} from '../promotion/promotion-config.js';
import { PRIZE_AWARDS } from '../promotion/promotion.schemas.js';
import { totpCodeSchema } from './console-auth.schemas.js';
import { CONSOLE_REASON_MAX } from './console-permissions.js';

/**
 * Where a promotion stands on the business day (UTC+8): upcoming, running, ended (a goal
 * promotion waiting to be settled; an alphaspin is simply over) or settled (its tier prizes paid).
 */
export const PROMOTION_STATES = ['upcoming', 'running', 'ended', 'settled'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const consolePromotionListQuerySchema = z.object({
  ...pageShape,
  companyCode: companyCodeSchema.optional(),
});
export const consolePromotionIdParamsSchema = z.object({
  id: integerIdParam.describe('promotion id'),
});

export const consolePromotionRowSchema = z.object({
  id: z.number().int(),
  companyCode: z.string(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  /** the title per language (English always there) */
  title: z.record(z.string(), z.string()),
  startsOn: z.string(),
  endsOn: z.string(),
  state: z.enum(PROMOTION_STATES),
  settledAt: z.iso.datetime().nullable(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
});
export const consolePromotionPageSchema = pagedSchema(consolePromotionRowSchema);

/** A new promotion: the same configuration `promo:create` reads from its JSON file. */
export const consolePromotionCreateBodySchema = z.object({ config: promotionConfigSchema });

/**
 * What each tier requires and gives (goal promotions), or each slot of the wheel with its
 * chance (alphaspin); the company's currency says what an e-wallet prize's minor units are.
 */
export const consolePromotionTiersSchema = z.object({
  promotion: consolePromotionRowSchema,
  metric: z.enum([...GOAL_METRICS, 'spins']),
  /** BV an order needs to count (qualifyingOrders, alphaspin), else null */
  minOrderBv: z.string().nullable(),
  maxSpins: z.number().int().nullable(),
  currency: z.string(),
  minorUnit: z.number().int(),
  tiers: z.array(
    z.object({
      index: z.number().int(),
      label: z.string(),
      target: z.number(),
      prize: prizeSchema,
    }),
  ),
  slots: z.array(
    z.object({
      label: z.string(),
      weight: z.number().int(),
      /** weight / sum of weights, in percent with 2 decimals */
      chancePercent: z.number(),
      prize: prizeSchema,
    }),
  ),
});

/** Who qualifies now: members with a tier reached (or a spin earned), the highest value first. */
export const consolePromotionQualifierSchema = z.object({
  memberId: z.number().int(),
  loginName: z.string(),
  /** the goal's value now (BV with 2 decimals, a count, or spins earned) */
  value: z.number(),
  /** the highest tier reached; null for an alphaspin */
  tierIndex: z.number().int().nullable(),
  tierLabel: z.string().nullable(),
  /** what settling already did for that tier, null before */
  award: z.enum(PRIZE_AWARDS).nullable(),
});
export const consolePromotionQualifiersSchema = pagedSchema(consolePromotionQualifierSchema).extend(
  {
    /** members whose progress was read: those who bought (or sponsored a join) in the window */
    candidates: z.number().int(),
  },
);

export const consolePromotionSettleBodySchema = z.object({
  reason: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CONSOLE_REASON_MAX, { error: 'validation.tooLong' }),
  code: totpCodeSchema,
});

/** What this settle paid: empty when an earlier settle (or the job) already paid everything. */
export const consolePromotionSettledSchema = z.object({
  promotion: consolePromotionRowSchema,
  paid: z.array(
    z.object({
      memberId: z.number().int(),
      tier: z.string(),
      prize: z.string(),
      award: z.string(),
    }),
  ),
});

export type ConsolePromotionRow = z.infer<typeof consolePromotionRowSchema>;
export type ConsolePromotionTiers = z.infer<typeof consolePromotionTiersSchema>;
export type ConsolePromotionQualifier = z.infer<typeof consolePromotionQualifierSchema>;
