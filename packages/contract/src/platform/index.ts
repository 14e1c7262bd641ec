export * from './resolve-platform.js';
