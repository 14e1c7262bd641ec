import { consoleCall } from './console-call.js';
import {
  consoleActiveBodySchema,
  consoleCatalogueQuerySchema,
  consoleIdAnswerSchema,
  consoleProductIdParamsSchema,
  consoleProductCreateBodySchema,
  consoleProductPageSchema,
  consoleProductSchema,
  consoleProductTextsBodySchema,
  consoleSkuCreateBodySchema,
  consoleSkuIdParamsSchema,
  consoleSkuUpdateBodySchema,
  consoleStockAdjustAnswerSchema,
  consoleStockAdjustBodySchema,
  consoleStockDemandQuerySchema,
  consoleStockDemandSchema,
  consoleStockMovementPageSchema,
  consoleStockMovementQuerySchema,
  consoleStockPageSchema,
  consoleStockQuerySchema,
  consoleStockThresholdBodySchema,
} from './console-catalogue.schemas.js';
import {
  PRODUCT_PICTURE_BODY_LIMIT_BYTES,
  consolePictureIdParamsSchema,
  consolePictureOrderBodySchema,
  consolePicturesSchema,
  consolePictureUploadBodySchema,
} from './console-catalogue-pictures.schemas.js';

export * from './console-catalogue.schemas.js';
export * from './console-catalogue-pictures.schemas.js';

const CATALOGUE = {
  access: 'operator',
  record: 'none',
  tags: ['console-catalogue'],
  permission: 'catalogue:edit',
} as const;
const PRODUCT = { ...CATALOGUE, params: consoleProductIdParamsSchema } as const;
const SKU = { ...CATALOGUE, params: consoleSkuIdParamsSchema } as const;
const STOCK = {
  access: 'operator',
  record: 'none',
  tags: ['console-stock'],
  permission: 'stock:adjust',
} as const;
/** What a SKU's prices can be refused for besides validation. */
const PRICE_ERRORS = ['notFound', 'catalogueAmountDecimals'] as const;

/**
 * The catalogue of one company and platform: products with their names per language, SKUs
 * with prices, BV and points price, publishing and withdrawing either. Another company's
 * product reads as missing; every change is audited with its before and after.
 */
export const CONSOLE_CATALOGUE_CALLS = {
  products: consoleCall({
    ...CATALOGUE,
    method: 'GET',
    path: '/catalogue/products',
    query: consoleCatalogueQuerySchema,
    response: consoleProductPageSchema,
    summary: "A company's products of one platform, in display order, filtered",
  }),
  product: consoleCall({
    ...PRODUCT,
    method: 'GET',
    path: '/catalogue/products/:id',
    response: consoleProductSchema,
    summary: 'One product: its texts per language, SKUs, pictures and order types',
    errors: ['notFound'],
  }),
  productCreate: consoleCall({
    ...CATALOGUE,
    method: 'POST',
    path: '/catalogue/products',
    body: consoleProductCreateBodySchema,
    response: consoleIdAnswerSchema,
    summary: 'Adds a product (withdrawn, without SKUs) to a category of a company and platform',
    errors: ['notFound', 'catalogueCodeTaken'],
  }),
  productTexts: consoleCall({
    ...PRODUCT,
    method: 'POST',
    path: '/catalogue/products/:id/texts',
    body: consoleProductTextsBodySchema,
    response: consoleIdAnswerSchema,
    summary: "Replaces a product's names and descriptions (English required)",
    errors: ['notFound'],
  }),
  productActive: consoleCall({
    ...PRODUCT,
    method: 'POST',
    path: '/catalogue/products/:id/active',
    body: consoleActiveBodySchema,
    response: consoleIdAnswerSchema,
    summary: 'Publishes or withdraws a product: members see only published ones',
    errors: ['notFound'],
  }),
  skuCreate: consoleCall({
    ...PRODUCT,
    method: 'POST',
    path: '/catalogue/products/:id/skus',
    body: consoleSkuCreateBodySchema,
    response: consoleIdAnswerSchema,
    summary: 'Adds a SKU to a product, withdrawn and without stock until published and stocked',
    errors: [...PRICE_ERRORS, 'catalogueCodeTaken'],
  }),
  skuUpdate: consoleCall({
    ...SKU,
    method: 'POST',
    path: '/catalogue/skus/:id',
    body: consoleSkuUpdateBodySchema,
    response: consoleIdAnswerSchema,
    summary: "Changes a SKU's label, prices, BV and points price",
    errors: [...PRICE_ERRORS],
  }),
  skuActive: consoleCall({
    ...SKU,
    method: 'POST',
    path: '/catalogue/skus/:id/active',
    body: consoleActiveBodySchema,
    response: consoleIdAnswerSchema,
    summary: 'Publishes or withdraws one SKU',
    errors: ['notFound'],
  }),
  pictureUpload: consoleCall({
    ...PRODUCT,
    method: 'POST',
    path: '/catalogue/products/:id/pictures',
    body: consolePictureUploadBodySchema,
    bodyLimit: PRODUCT_PICTURE_BODY_LIMIT_BYTES,
    response: consolePicturesSchema,
    summary: "Adds a picture (base64: PNG, JPEG, WebP or GIF) after the product's others",
    errors: [
      'notFound',
      'cataloguePictureInvalid',
      'cataloguePictureTooLarge',
      'cataloguePictureLimit',
    ],
  }),
  pictureOrder: consoleCall({
    ...PRODUCT,
    method: 'POST',
    path: '/catalogue/products/:id/pictures/order',
    body: consolePictureOrderBodySchema,
    response: consolePicturesSchema,
    summary: "Puts a product's pictures in a new order; the first is the shop's main picture",
    errors: ['notFound', 'cataloguePictureOrder'],
  }),
  pictureRemove: consoleCall({
    ...CATALOGUE,
    params: consolePictureIdParamsSchema,
    method: 'POST',
    path: '/catalogue/pictures/:id/remove',
    response: consolePicturesSchema,
    summary: 'Removes a picture from its product; the others keep their order',
    errors: ['notFound'],
  }),
} as const;

/**
 * Stock: the SKUs of a company with their stock and low-stock threshold, adjustments with a
 * reason (never below zero), each SKU's history of adjustments, and the autoship demand of
 * the next days beside the stock.
 */
export const CONSOLE_STOCK_CALLS = {
  stock: consoleCall({
    ...STOCK,
    method: 'GET',
    path: '/stock',
    query: consoleStockQuerySchema,
    response: consoleStockPageSchema,
    summary: "A company's SKUs with their stock; `low` keeps those at or under their threshold",
  }),
  stockAdjust: consoleCall({
    ...STOCK,
    params: consoleSkuIdParamsSchema,
    method: 'POST',
    path: '/stock/:id/adjust',
    body: consoleStockAdjustBodySchema,
    response: consoleStockAdjustAnswerSchema,
    summary: "Adds to or takes from a SKU's stock, with a reason; never below zero",
    errors: ['notFound', 'stockBelowZero'],
  }),
  stockThreshold: consoleCall({
    ...STOCK,
    params: consoleSkuIdParamsSchema,
    method: 'POST',
    path: '/stock/:id/threshold',
    body: consoleStockThresholdBodySchema,
    response: consoleStockAdjustAnswerSchema,
    summary: "Sets a SKU's low-stock threshold (null: the default)",
    errors: ['notFound'],
  }),
  stockMovements: consoleCall({
    ...STOCK,
    params: consoleSkuIdParamsSchema,
    method: 'GET',
    path: '/stock/:id/movements',
    query: consoleStockMovementQuerySchema,
    response: consoleStockMovementPageSchema,
    summary: "A SKU's stock adjustments, newest first",
    errors: ['notFound'],
  }),
  stockDemand: consoleCall({
    ...STOCK,
    method: 'GET',
    path: '/stock/demand',
    query: consoleStockDemandQuerySchema,
    response: consoleStockDemandSchema,
    summary: 'The quantities active autoships will order in the next 7 days, per SKU',
  }),
} as const;
