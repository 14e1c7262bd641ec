export * from './profile-rules.js';
export * from './profile.schemas.js';
export * from './profile.calls.js';
