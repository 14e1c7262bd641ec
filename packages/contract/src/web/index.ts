export * from './footer-rules.js';
export * from './header-rules.js';
export * from './menu-names.js';
