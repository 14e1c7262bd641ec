/** The members' carts (spec "States and transitions"): main, world-plan and autoship lists. */
export { getCart } from './cart.service.js';
// orders: the checkout removes the lines it ordered, in the order's transaction
export { removeOrderedLines } from './cart-ordered.service.js';
