/**
 * Promotions (docs/promotions.md): per-company promotions with progress from real
 * orders and joins, and alphaspin's provably fair spins. The operator command and the seed
 * create promotions through this face.
 */
export {
  createPromotion,
  createPromotionAudited,
  parsePromotionConfig,
  PromotionConfigError,
} from './promotion-ops.service.js';
export { promotionRoutes } from './promotion.routes.js';
// prizes credited: settling goal promotions, the operator's prize list and hand-out
export {
  fulfilPrizeAudited,
  prizesForOps,
  settleEndedPromotions,
  settlePromotionAudited,
  SettleRefused,
} from './prize-ops.service.js';
export { promotionSettleJob } from './prize-settle.job.js';
// the console's refund preview: the prize tiers a refund would make the member lose
export { tiersLostByRefund, type TierLost } from './promotion-refund-loss.js';
