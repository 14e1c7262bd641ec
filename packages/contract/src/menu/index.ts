export * from './menu-tree.js';
export * from './menu.calls.js';
