export * from './security-rules.js';
export * from './security.schemas.js';
export * from './security.calls.js';
