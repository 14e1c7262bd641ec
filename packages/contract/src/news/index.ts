export * from './news.js';
export * from './news.calls.js';
