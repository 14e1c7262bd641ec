export * from './bank-rules.js';
export * from './bank-calls.js';
export * from './bank.calls.js';
