export * from './invoice-view.js';
export * from './invoice-link.js';
export * from './invoice.calls.js';
