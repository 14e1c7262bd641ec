export * from './wallet-constants.js';
export * from './wallet-labels.js';
export * from './wallet.schemas.js';
export * from './wallet-withdrawal.schemas.js';
export * from './withdrawal-states.js';
export * from './wallet.calls.js';
