export * from './catalog-rules.js';
export * from './catalog.schemas.js';
export * from './catalog.calls.js';
