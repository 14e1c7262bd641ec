export * from './message-centre.js';
export * from './message.calls.js';
export * from './message-category.js';
