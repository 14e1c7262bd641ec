export * from './points-shop.schemas.js';
export * from './points-shop.calls.js';
