export * from './security-rules.js';
export * from './security-calls.js';
export * from './security.calls.js';
