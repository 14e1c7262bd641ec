import { defineCall } from '../common/define-call.js';
import { fileAnswerSchema } from '../common/file-answer.js';
import {
  CATALOG_PATHS,
  productDetailSchema,
  productIdParamsSchema,
  productImageParamsSchema,
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
  // a picture, not an envelope: public so <img> tags (the shop's and the console's) load it
  // without a token header; its name is 128 random bits, known only to those shown the product
  image: defineCall({
    access: 'public',
    record: 'none',
    tags,
    method: 'GET',
    path: CATALOG_PATHS.image,
    params: productImageParamsSchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: "A product's uploaded picture, with its content type",
  }),
} as const;
