export * from './dashboard.schemas.js';
export * from './dashboard.calls.js';
