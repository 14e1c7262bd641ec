export * from './address-rules.js';
export * from './address.schemas.js';
export * from './address.calls.js';
