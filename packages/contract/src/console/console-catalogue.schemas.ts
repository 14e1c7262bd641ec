import { z } from 'zod';
import { companyCodeSchema, localeSchema, platformSchema } from '../common/domain.js';
import { pagedSchema, pageShape } from '../common/field-kit.js';
import { AMOUNT_PATTERN } from '../common/money.js';
import { textSchema } from '../common/text.js';
import { integerIdParam } from '../common/validation.js';
import { CATALOG_KEYWORD_MAX, PRODUCT_KINDS } from '../catalog/catalog-rules.js';
import { consolePictureSchema } from './console-catalogue-pictures.schemas.js';
import { CONSOLE_REASON_MAX } from './console-permissions.js';

/** A SKU whose threshold is unset is low at or under this many units, unless its company set its own default. */
export const LOW_STOCK_DEFAULT = 10;
/** The largest single stock adjustment, either way (a typo of extra digits is refused). */
export const STOCK_DELTA_MAX = 1_000_000;
/** Bounds of what an operator types for a product or a SKU. */
export const CATALOGUE_LIMITS = { nameMax: 200, descriptionMax: 5000, labelMax: 100, codeMax: 40 };

/** true/false as a query string carries it. */
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
/** A price in the company's currency or BV ("12.50"): zero or more; decimals checked by the server. */
const decimal = textSchema().trim().regex(AMOUNT_PATTERN, { error: 'validation.format' });
/** Whole vacation points, or null: not in the points shop. */
const points = textSchema()
  .trim()
  .regex(/^[1-9]\d{0,12}$/, { error: 'validation.format' })
  .nullable();
const reason = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CONSOLE_REASON_MAX, { error: 'validation.tooLong' });

export const consoleProductIdParamsSchema = z.object({ id: integerIdParam.describe('product id') });
export const consoleSkuIdParamsSchema = z.object({ id: integerIdParam.describe('SKU id') });

export const consoleCatalogueQuerySchema = z.object({
  ...pageShape,
  companyCode: companyCodeSchema,
  platform: platformSchema,
  categoryId: z.coerce.number().int().positive().optional(),
  /** part of a name (any language) or of a product or SKU code */
  text: textSchema().trim().max(CATALOG_KEYWORD_MAX).optional(),
  active: flag.optional(),
});

const categorySchema = z.object({ id: z.number().int(), name: z.string() });

export const consoleProductRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  categoryId: z.number().int(),
  /** in English, else the first language it has */
  name: z.string(),
  active: z.boolean(),
  skuCount: z.number().int(),
  activeSkuCount: z.number().int(),
  imageUrl: z.string().nullable(),
});
export const consoleProductPageSchema = pagedSchema(consoleProductRowSchema).extend({
  categories: z.array(categorySchema),
  currency: z.string(),
});

export const consoleSkuSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  /** in the company's currency, as decimal strings */
  memberPrice: z.string(),
  retailPrice: z.string(),
  /** exact hundredths as a 2-decimal string */
  bv: z.string(),
  /** whole vacation points; null: not in the points shop */
  pointsPrice: z.string().nullable(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int().nullable(),
  active: z.boolean(),
});

const textsSchema = z.object({ name: z.string(), description: z.string() });

export const consoleProductSchema = z.object({
  id: z.number().int(),
  companyCode: z.string(),
  platform: platformSchema,
  code: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  categoryId: z.number().int(),
  active: z.boolean(),
  packTotalQty: z.number().int().nullable(),
  currency: z.string(),
  minorUnit: z.number().int(),
  texts: z.partialRecord(localeSchema, textsSchema),
  /** in their order: the first is the main picture the shop shows */
  pictures: z.array(consolePictureSchema),
  skus: z.array(consoleSkuSchema),
  /**
   * The order types it may be bought in. The catalogue stores none: they follow from the
   * platform (autoship only on bzz) and, for the points exchange, from a SKU's points price.
   */
  orderTypes: z.array(z.number().int()),
});

const name = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CATALOGUE_LIMITS.nameMax, { error: 'validation.tooLong' });
const description = textSchema()
  .max(CATALOGUE_LIMITS.descriptionMax, { error: 'validation.tooLong' })
  .default('');

/** The names and descriptions per language; English is required, the others optional. */
export const consoleProductTextsBodySchema = z.object({
  texts: z
    .partialRecord(localeSchema, z.object({ name, description }))
    .refine((t) => t.en !== undefined, { error: 'validation.required' }),
});

/**
 * A new product of a company and platform, withdrawn until it has a SKU and is published. A
 * pack (its choices) is still written by the seed's catalogue writer.
 */
export const consoleProductCreateBodySchema = consoleProductTextsBodySchema.extend({
  companyCode: companyCodeSchema,
  platform: platformSchema,
  categoryId: z.number().int().positive(),
  code: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CATALOGUE_LIMITS.codeMax, { error: 'validation.tooLong' })
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'validation.format' }),
  kind: z.enum(['normal', 'eproduct']),
});

export const consoleActiveBodySchema = z.object({ active: z.boolean() });

const skuFields = {
  label: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CATALOGUE_LIMITS.labelMax, { error: 'validation.tooLong' }),
  memberPrice: decimal,
  retailPrice: decimal,
  bv: decimal,
  pointsPrice: points,
};
export const consoleSkuUpdateBodySchema = z.object(skuFields);
export const consoleSkuCreateBodySchema = z.object({
  ...skuFields,
  code: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CATALOGUE_LIMITS.codeMax, { error: 'validation.tooLong' })
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'validation.format' }),
});

export const consoleIdAnswerSchema = z.object({ id: z.number().int() });

// --- stock -----------------------------------------------------------------

export const consoleStockQuerySchema = z.object({
  ...pageShape,
  companyCode: companyCodeSchema,
  platform: platformSchema.optional(),
  text: textSchema().trim().max(CATALOG_KEYWORD_MAX).optional(),
  /** only SKUs at or under their threshold */
  low: flag.optional(),
});

export const consoleStockRowSchema = z.object({
  skuId: z.number().int(),
  skuCode: z.string(),
  label: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  platform: platformSchema,
  stock: z.number().int(),
  lowStockThreshold: z.number().int().nullable(),
  /** the threshold in force: the SKU's own, else its company's low-stock default */
  threshold: z.number().int(),
  low: z.boolean(),
  active: z.boolean(),
});
export const consoleStockPageSchema = pagedSchema(consoleStockRowSchema);

export const consoleStockAdjustBodySchema = z.object({
  delta: z
    .number()
    .int({ error: 'validation.format' })
    .min(-STOCK_DELTA_MAX, { error: 'validation.invalid' })
    .max(STOCK_DELTA_MAX, { error: 'validation.invalid' })
    .refine((d) => d !== 0, { error: 'validation.invalid' }),
  reason,
});
export const consoleStockAdjustAnswerSchema = z.object({
  skuId: z.number().int(),
  stock: z.number().int(),
});

export const consoleStockThresholdBodySchema = z.object({
  threshold: z.number().int().min(0).max(STOCK_DELTA_MAX).nullable(),
});

export const consoleStockMovementSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string(),
  operator: z.string(),
  at: z.iso.datetime(),
});
export const consoleStockMovementQuerySchema = z.object({ ...pageShape });
export const consoleStockMovementPageSchema = pagedSchema(consoleStockMovementSchema);

/** The autoship demand of the next days for some SKUs of a company. */
export const consoleStockDemandQuerySchema = z.object({
  companyCode: companyCodeSchema,
  /** comma-separated SKU ids (a page of the stock list) */
  skuIds: textSchema()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, { error: 'validation.format' })
    .transform((s) => s.split(',').map(Number)),
});
export const consoleStockDemandSchema = z.object({
  /** the first and last business day counted (UTC+8), today included */
  from: z.iso.date(),
  to: z.iso.date(),
  list: z.array(
    z.object({
      skuId: z.number().int(),
      qty: z.number().int(),
      runs: z.number().int(),
    }),
  ),
});

export type ConsoleProductRow = z.infer<typeof consoleProductRowSchema>;
export type ConsoleProductPage = z.infer<typeof consoleProductPageSchema>;
export type ConsoleProduct = z.infer<typeof consoleProductSchema>;
export type ConsoleSku = z.infer<typeof consoleSkuSchema>;
export type ConsoleStockRow = z.infer<typeof consoleStockRowSchema>;
export type ConsoleStockPage = z.infer<typeof consoleStockPageSchema>;
export type ConsoleStockMovement = z.infer<typeof consoleStockMovementSchema>;
export type ConsoleStockDemand = z.infer<typeof consoleStockDemandSchema>;
