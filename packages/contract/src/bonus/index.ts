export * from './bonus-report.js';
export * from './bonus-type.js';
export * from './bonus.calls.js';
export * from './estimate.js';
