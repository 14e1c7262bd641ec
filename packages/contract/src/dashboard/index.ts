export * from './dashboard.js';
export * from './dashboard.calls.js';
