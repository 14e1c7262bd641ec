import { z } from 'zod';
import { platformSchema } from '../common/domain.js';
import {
  integerIdParam,
  integerValue,
  PG_INTEGER_MAX,
  plainDecimal,
} from '../common/validation.js';
import { productKindSchema } from '../catalog/catalog.schemas.js';
import { CART_LINES_MAX, CART_LISTS, CART_ORDER_TYPES, CART_QTY } from './cart-rules.js';

/** The cart calls of spec "The calls the product makes", paths exactly as listed there. */
export const CART_PATHS = {
  query: '/omn/shoppingCart/qryShoppingCart/:platform',
  save: '/omn/shoppingCart/saveShoppingCart',
  update: '/omn/shoppingCart/updateShoppingCart/:id/:qty',
  delete: '/omn/shoppingCart/deleteShoppingCart',
  checkQty: '/omn/shoppingCart/checkSpuQty',
} as const;

const qtyOf = (schema: z.ZodNumber) =>
  schema
    .int({ error: 'validation.notInteger' })
    .min(CART_QTY.min, { error: 'validation.cart.qtyZero' })
    .max(CART_QTY.max, { error: 'validation.cart.qtyTooMany' });

/** A SKU id in a body: a JSON integer in the range of the `integer` column. */
const skuIdSchema = z
  .number({ error: 'validation.notNumber' })
  .int({ error: 'validation.notInteger' })
  .positive({ error: 'validation.notPositive' })
  .max(PG_INTEGER_MAX, { error: 'validation.tooLarge' });

const qtySchema = qtyOf(z.number({ error: 'validation.notNumber' }));
const qtyParam = plainDecimal(qtyOf(integerValue()));

export const cartListSchema = z.enum(CART_LISTS);
export const cartOrderTypeSchema = z.union(
  CART_ORDER_TYPES.map((code) => z.literal(code)),
  { error: 'validation.invalidValue' },
);

export const cartQueryParamsSchema = z.object({ platform: platformSchema });

/** `saveShoppingCart`: the list follows the order type and the platform header (spec "States and transitions"). */
export const saveCartBodySchema = z.object({
  productSkuId: skuIdSchema,
  qty: qtySchema,
  orderTypeCode: cartOrderTypeSchema,
});
export type SaveCartBody = z.infer<typeof saveCartBodySchema>;

export const updateCartParamsSchema = z.object({ id: integerIdParam, qty: qtyParam });

/** `deleteShoppingCart?id=`: one id, or several separated by commas (all the member's own). */
export const deleteCartQuerySchema = z.object({
  id: z
    .string({ error: 'validation.required' })
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, { error: 'validation.invalidValue' })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= PG_INTEGER_MAX), {
      error: 'validation.invalidValue',
    }),
});

export const checkQtyBodySchema = z.object({
  items: z
    .array(z.object({ productSkuId: skuIdSchema, qty: qtySchema }))
    .min(1, { error: 'validation.required' })
    .max(CART_LINES_MAX, { error: 'validation.tooLarge' }),
});
export type CheckQtyBody = z.infer<typeof checkQtyBodySchema>;

export const cartLineSchema = z.object({
  id: z.number().int(),
  list: cartListSchema,
  productSkuId: z.number().int(),
  productId: z.number().int(),
  orderTypeCode: cartOrderTypeSchema,
  qty: z.number().int(),
  kind: productKindSchema,
  name: z.string(),
  skuLabel: z.string(),
  imageUrl: z.string().nullable(),
  memberPrice: z.string(),
  bv: z.string(),
  /** member price × qty and BV × qty, exact */
  lineAmount: z.string(),
  lineBv: z.string(),
  stock: z.number().int().nonnegative(),
  /** false when the product was withdrawn or the stock no longer covers qty */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartTotalsSchema = z.object({
  lines: z.number().int(),
  quantity: z.number().int(),
  amount: z.string(),
  bv: z.string(),
});

/** The platform's list and the autoship list, each with its totals. */
export const cartSchema = z.object({
  platform: platformSchema,
  currency: z.string(),
  minorUnit: z.number().int(),
  items: z.array(cartLineSchema),
  totals: z.object({ cart: cartTotalsSchema, autoship: cartTotalsSchema }),
});
export type Cart = z.infer<typeof cartSchema>;

export const savedCartLineSchema = z.object({
  /** false when the SKU was already in the list and the add was ignored (spec "States and transitions") */
  added: z.boolean(),
  item: cartLineSchema,
});

export const deletedCartLinesSchema = z.object({ ids: z.array(z.number().int()) });

export const skuQtySchema = z.array(
  z.object({
    productSkuId: z.number().int(),
    qty: z.number().int(),
    stock: z.number().int().nonnegative(),
    enough: z.boolean(),
  }),
);
