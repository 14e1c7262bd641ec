import { defineCall } from '../common/define-call.js';
import { idempotencyHeadersSchema } from '../common/money-fields.js';
import {
  PROMOTION_PATHS,
  promotionDetailSchema,
  promotionListSchema,
  pointsHistoryPageSchema,
  pointsHistoryQuerySchema,
  pointsViewSchema,
  promotionParamsSchema,
  spinAnswerSchema,
  spinBodySchema,
} from './promotion.schemas.js';

/**
 * Promotions of the member's own company with the member's own progress. The promotion is
 * company content (another company's answers as one that does not exist); what is member-owned
 * (progress, seat, spins) is found from the session, hence `self`.
 */
export const PROMOTION_CALLS = {
  list: defineCall({
    access: 'member',
    record: 'self',
    tags: ['promotion'],
    method: 'GET',
    path: PROMOTION_PATHS.list,
    response: promotionListSchema,
    summary: "Running promotions of the member's company with the member's progress",
  }),
  detail: defineCall({
    access: 'member',
    record: 'self',
    tags: ['promotion'],
    method: 'GET',
    path: PROMOTION_PATHS.detail,
    params: promotionParamsSchema,
    response: promotionDetailSchema,
    summary: 'One promotion: progress, prize tiers, and for alphaspin the spins and commitment',
  }),
  spin: defineCall({
    access: 'member',
    record: 'self',
    tags: ['promotion'],
    method: 'POST',
    path: PROMOTION_PATHS.spin,
    params: promotionParamsSchema,
    body: spinBodySchema,
    headers: idempotencyHeadersSchema,
    response: spinAnswerSchema,
    summary: 'Spins alphaspin once (Idempotency-Key): outcome, revealed seed, next commitment',
  }),
  points: defineCall({
    access: 'member',
    record: 'self',
    tags: ['promotion'],
    method: 'GET',
    path: PROMOTION_PATHS.points,
    response: pointsViewSchema,
    summary: "The member's reward points balance",
  }),
  pointsHistory: defineCall({
    access: 'member',
    record: 'self',
    tags: ['promotion'],
    method: 'GET',
    path: PROMOTION_PATHS.pointsHistory,
    query: pointsHistoryQuerySchema,
    response: pointsHistoryPageSchema,
    summary: "A page of the member's reward points credits and debits, newest first",
  }),
} as const;
