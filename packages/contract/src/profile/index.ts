export * from './profile-rules.js';
export * from './profile-calls.js';
export * from './profile.calls.js';
