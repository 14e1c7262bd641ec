export * from './promotion-config.js';
export * from './promotion-spin.js';
export * from './promotion.schemas.js';
export * from './promotion.calls.js';
