export * from './menu-tree.js';
