export * from './order-constants.js';
export * from './order-states.js';
export * from './order-rules.js';
export * from './order-effects.js';
export * from './order-input.js';
export * from './order-answers.js';
export * from './order.calls.js';
