/** The members' carts (spec 4): main, world-plan and autoship lists. */
export { getCart } from './cart.service.js';
