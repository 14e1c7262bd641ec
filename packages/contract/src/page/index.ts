export * from './public-page.js';
