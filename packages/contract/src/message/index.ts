export * from './message-centre.js';
export * from './message.calls.js';
