export * from './registration-rules.js';
export * from './registration-calls.js';
export * from './registration.calls.js';
