export * from './news.schemas.js';
export * from './news.calls.js';
