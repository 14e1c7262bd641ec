import { consoleCall } from './console-call.js';
import {
  consolePromotionCreateBodySchema,
  consolePromotionIdParamsSchema,
  consolePromotionListQuerySchema,
  consolePromotionPageSchema,
  consolePromotionQualifiersSchema,
  consolePromotionRowSchema,
  consolePromotionSettleBodySchema,
  consolePromotionSettledSchema,
  consolePromotionTiersSchema,
} from './console-promotions.schemas.js';
import { pageShape } from '../common/field-kit.js';
import { z } from 'zod';

export * from './console-promotions.schemas.js';

const PROMOTIONS = {
  access: 'operator',
  record: 'none',
  tags: ['console-promotions'],
  permission: 'promotion:manage',
} as const;
const ONE = { ...PROMOTIONS, params: consolePromotionIdParamsSchema } as const;

/**
 * Promotions in the console: the companies' promotions, creating one (the checks of
 * `promo:create`), its tiers, who qualifies now (computed as the member's promotion page
 * computes it) and settling an ended one (a reason and a fresh code; paying twice pays once).
 * Another company's promotion reads as missing. Creating and settling are audited.
 */
export const CONSOLE_PROMOTION_CALLS = {
  promotions: consoleCall({
    ...PROMOTIONS,
    method: 'GET',
    path: '/promotions',
    query: consolePromotionListQuerySchema,
    response: consolePromotionPageSchema,
    summary: "The promotions of the operator's companies, the latest start first",
  }),
  promotionCreate: consoleCall({
    ...PROMOTIONS,
    method: 'POST',
    path: '/promotions',
    body: consolePromotionCreateBodySchema,
    response: consolePromotionRowSchema,
    summary: 'Creates a promotion from its configuration (as `promo:create` reads it)',
    errors: ['promotionCodeTaken'],
  }),
  promotionTiers: consoleCall({
    ...ONE,
    method: 'GET',
    path: '/promotions/:id/tiers',
    response: consolePromotionTiersSchema,
    summary: 'What each tier requires and gives, or the wheel with each slot’s chance',
    errors: ['notFound'],
  }),
  promotionQualifiers: consoleCall({
    ...ONE,
    method: 'GET',
    path: '/promotions/:id/qualifiers',
    query: z.object({ ...pageShape }),
    response: consolePromotionQualifiersSchema,
    summary: 'The members who reach a tier now (or earned a spin), the highest value first',
    errors: ['notFound'],
  }),
  promotionSettle: consoleCall({
    ...ONE,
    method: 'POST',
    path: '/promotions/:id/settle',
    body: consolePromotionSettleBodySchema,
    response: consolePromotionSettledSchema,
    summary: "Pays an ended goal promotion's tier prizes (fresh code); a second settle pays none",
    errors: ['notFound', 'totpInvalid', 'promotionSettleRefused'],
  }),
} as const;
