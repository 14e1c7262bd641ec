export * from './cart-rules.js';
export * from './cart-calls.js';
export * from './cart.calls.js';
