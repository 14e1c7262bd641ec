export * from './tree-cycle.js';
export * from './tree-calls.js';
export * from './organization.calls.js';
