export * from './envelope.js';
export * from './errors.js';
export * from './constants.js';
export * from './domain.js';
export * from './validation.js';
export * from './text.js';
export * from './define-call.js';
export * from './file-answer.js';
