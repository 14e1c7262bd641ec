export * from './public-page.js';
export * from './page.calls.js';
