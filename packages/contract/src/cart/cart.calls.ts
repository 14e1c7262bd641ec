import { defineCall } from '../common/define-call.js';
import {
  CART_PATHS,
  cartLineSchema,
  cartQueryParamsSchema,
  cartSchema,
  checkQtyBodySchema,
  deleteCartQuerySchema,
  deletedCartLinesSchema,
  saveCartBodySchema,
  savedCartLineSchema,
  skuQtySchema,
  updateCartParamsSchema,
} from './cart.schemas.js';

const tags = ['cart'] as const;

/** The member's carts (spec "States and transitions", "The calls the product makes"); nobody reads or changes another member's lines. */
export const CART_CALLS = {
  list: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'GET',
    path: CART_PATHS.query,
    params: cartQueryParamsSchema,
    response: cartSchema,
    summary: "The member's list of a platform and their autoship list, with totals",
  }),
  save: defineCall({
    access: 'member',
    record: 'self',
    tags,
    method: 'POST',
    path: CART_PATHS.save,
    body: saveCartBodySchema,
    response: savedCartLineSchema,
    summary: 'Adds a SKU to the list its order type and the platform choose (a repeat is ignored)',
  }),
  update: defineCall({
    access: 'member',
    record: 'cartItem',
    tags,
    method: 'POST',
    path: CART_PATHS.update,
    params: updateCartParamsSchema,
    response: cartLineSchema,
    summary: "Sets the quantity of one of the member's cart lines",
  }),
  delete: defineCall({
    access: 'member',
    record: 'cartItem',
    tags,
    method: 'GET',
    path: CART_PATHS.delete,
    query: deleteCartQuerySchema,
    response: deletedCartLinesSchema,
    summary: "Removes the member's cart lines named by id (comma-separated)",
  }),
  checkQty: defineCall({
    access: 'member',
    record: 'none',
    tags,
    method: 'POST',
    path: CART_PATHS.checkQty,
    body: checkQtyBodySchema,
    response: skuQtySchema,
    summary: "Whether the stock covers the quantities of the company's SKUs",
  }),
} as const;
