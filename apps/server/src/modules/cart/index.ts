/** The members' carts (spec 4): main, world-plan and autoship lists. */
export { getCart } from './cart.service.js';
// orders (issue 13): the checkout removes the lines it ordered, in the order's transaction
export { removeOrderedLines } from './cart-ordered.service.js';
