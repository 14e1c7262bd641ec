export * from './message-centre.js';
