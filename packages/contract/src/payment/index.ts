export * from './card-rules.js';
export * from './payment-constants.js';
export * from './payment.schemas.js';
export * from './payment.calls.js';
export * from './return-url.js';
