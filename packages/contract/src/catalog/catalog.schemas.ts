import { z } from 'zod';
import { pagedSchema } from '../common/field-kit.js';
import { platformSchema } from '../common/domain.js';
import { STORED_IMAGE_NAME } from '../common/stored-image.js';
import { textSchema } from '../common/text.js';
import { integerIdParam, pagingShape } from '../common/validation.js';
import { CATALOG_KEYWORD_MAX, CATALOG_PAGE, PRODUCT_KINDS } from './catalog-rules.js';

/**
 * Paths of the mall's product calls. Spec 7 lists no product call, so they follow the shop's
 * `/omn/` prefix and the cart calls' naming (`qryShoppingCart/{platform}`).
 */
export const CATALOG_PATHS = {
  list: '/omn/product/qryProductList/:platform',
  detail: '/omn/product/qryProductDetail/:id',
  /** a picture an operator uploaded (the seed's pictures are the web app's own files) */
  image: '/omn/product/image/:name',
} as const;

export const productListParamsSchema = z.object({ platform: platformSchema });

export const productListQuerySchema = z.object({
  ...pagingShape(CATALOG_PAGE),
  categoryId: integerIdParam.optional(),
  keyword: textSchema({ error: 'validation.notString' })
    .trim()
    .max(CATALOG_KEYWORD_MAX, { error: 'validation.tooLong' })
    .optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productIdParamsSchema = z.object({ id: integerIdParam });

export const productImageParamsSchema = z.object({
  name: z.string().regex(STORED_IMAGE_NAME, { error: 'validation.format' }),
});

export const productKindSchema = z.enum(PRODUCT_KINDS);

/** Money as a decimal string in the company currency ('49.90'); BV as a 2-decimal string. */
const money = z.string().describe('decimal string in the company currency, e.g. "49.90"');
const bv = z.string().describe('business volume, exact to two decimals, e.g. "25.00"');

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const productCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: productKindSchema,
  categoryId: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** of the product's first SKU (the one the mall card adds) */
  skuId: z.number().int(),
  memberPrice: money,
  retailPrice: money,
  bv,
  /** stock of the first SKU; 0 means out of stock */
  stock: z.number().int().nonnegative(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productListSchema = pagedSchema(
  productCardSchema,
  z.number().int().nonnegative(),
).extend({
  currency: z.string(),
  minorUnit: z.number().int(),
  /** the categories of this company and platform, for the filter */
  categories: z.array(categorySchema),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productSkuSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** the variant, e.g. '60 capsules'; language-neutral */
  label: z.string(),
  memberPrice: money,
  retailPrice: money,
  bv,
  stock: z.number().int().nonnegative(),
});
export type ProductSku = z.infer<typeof productSkuSchema>;

export const packChoiceSchema = z.object({
  skuId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  label: z.string(),
  imageUrl: z.string().nullable(),
});

export const productDetailSchema = productCardSchema.extend({
  platform: platformSchema,
  description: z.string(),
  categoryName: z.string(),
  images: z.array(z.string()),
  skus: z.array(productSkuSchema),
  currency: z.string(),
  minorUnit: z.number().int(),
  /** for a pack: the quantities the member picks must add up to this; else null */
  packTotalQty: z.number().int().positive().nullable(),
  /** for a pack: the SKUs the member may pick from; else empty */
  packChoices: z.array(packChoiceSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
