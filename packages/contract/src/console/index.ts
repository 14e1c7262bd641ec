export * from './console-permissions.js';
export * from './console-auth.schemas.js';
export * from './console-desk.schemas.js';
export * from './console.calls.js';
