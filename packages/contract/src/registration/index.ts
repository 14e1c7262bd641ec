export * from './registration-rules.js';
export * from './registration.schemas.js';
export * from './registration.calls.js';
