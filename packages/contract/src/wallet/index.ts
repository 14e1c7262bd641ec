export * from './money.js';
export * from './wallet-constants.js';
export * from './wallet-labels.js';
export * from './wallet-fields.js';
export * from './wallet-calls.js';
export * from './withdrawal-calls.js';
export * from './withdrawal-states.js';
export * from './wallet.calls.js';
