export * from './catalog-rules.js';
export * from './catalog-calls.js';
export * from './catalog.calls.js';
