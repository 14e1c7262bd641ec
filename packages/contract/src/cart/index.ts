export * from './cart-rules.js';
export * from './cart.schemas.js';
export * from './cart.calls.js';
