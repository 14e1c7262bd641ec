export * from './autoship-rules.js';
export * from './autoship.schemas.js';
export * from './autoship.calls.js';
