export * from './library.js';
export * from './library.calls.js';
