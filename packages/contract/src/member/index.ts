export * from './member-info.js';
export * from './member.schemas.js';
export * from './member-rules.js';
export * from './status-refresh.js';
export * from './member.calls.js';
