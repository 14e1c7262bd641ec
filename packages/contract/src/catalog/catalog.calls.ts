import { defineCall } from '../common/define-call.js';
import {
  CATALOG_PATHS,
  productDetailSchema,
  productIdParamsSchema,
  productListParamsSchema,
  productListQuerySchema,
  productListSchema,
} from './catalog.schemas.js';

const tags = ['catalog'] as const;

/**
 * The mall (spec "Main mode", "Marketplace mode" ShoppingMall, ProductDetail): products of the member's own company
 * only; another company's product answers invalidProduct, like one that does not exist.
 */
export const CATALOG_CALLS = {
  list: defineCall({
    access: 'member',
    record: 'none',
    tags,
    method: 'GET',
    path: CATALOG_PATHS.list,
    params: productListParamsSchema,
    query: productListQuerySchema,
    response: productListSchema,
    summary: "A page of the company's products on a platform, by category and search text",
  }),
  detail: defineCall({
    access: 'member',
    record: 'none',
    tags,
    method: 'GET',
    path: CATALOG_PATHS.detail,
    params: productIdParamsSchema,
    response: productDetailSchema,
    summary: 'One product with its SKUs, images and pack choices',
  }),
} as const;
