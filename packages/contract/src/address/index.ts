export * from './address-rules.js';
export * from './address-calls.js';
export * from './address.calls.js';
