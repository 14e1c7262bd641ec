export * from './library.schemas.js';
export * from './library.calls.js';
