export * from './vacation.schemas.js';
export * from './vacation.calls.js';
