export * from './vacation.js';
export * from './vacation.calls.js';
