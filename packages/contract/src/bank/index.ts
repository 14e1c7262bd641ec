export * from './bank-rules.js';
export * from './bank.schemas.js';
export * from './bank.calls.js';
