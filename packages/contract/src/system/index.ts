export * from './config.js';
export * from './locale.js';
export * from './options.js';
export * from './areas.js';
export * from './company.js';
export * from './activity.js';
export * from './system.calls.js';
export * from './system-places.calls.js';
