import { z } from 'zod';
import { companyCodeSchema, platformSchema } from '../common/domain.js';
import { pagedSchema, pageShape } from '../common/field-kit.js';
import { textSchema } from '../common/text.js';
import { CATALOG_KEYWORD_MAX } from '../catalog/catalog-rules.js';
import { consoleProductCreateBodySchema } from './console-catalogue.schemas.js';

/** Bounds of a pack: how many items fill it, how many products it offers to choose from. */
export const PACK_LIMITS = { totalMax: 99, choicesMax: 50 };

const packTotalQty = z
  .number()
  .int({ error: 'validation.format' })
  .min(1, { error: 'validation.invalid' })
  .max(PACK_LIMITS.totalMax, { error: 'validation.invalid' });
/** SKU ids the member chooses from; an empty list is the service's coded refusal (packCannotFill). */
const choiceSkuIds = z
  .array(z.number().int().positive())
  .max(PACK_LIMITS.choicesMax, { error: 'validation.tooLong' });

/** A pack's total and its choices, replacing the ones it had. */
export const consolePackBodySchema = z.object({ packTotalQty, choiceSkuIds });

/**
 * A new pack of a company and platform: withdrawn and without a SKU of its own until the
 * operator adds one (its price and BV) and publishes it, as a new product.
 */
export const consolePackCreateBodySchema = consoleProductCreateBodySchema
  .omit({ kind: true })
  .extend({ packTotalQty, choiceSkuIds });

/** One SKU a member may pick for a pack, with its product. */
export const consolePackChoiceSchema = z.object({
  skuId: z.number().int(),
  skuCode: z.string(),
  label: z.string(),
  productId: z.number().int(),
  productCode: z.string(),
  /** the product's name in English, else the first language it has */
  name: z.string(),
  /** the SKU and its product are published: members see only such choices */
  onSale: z.boolean(),
});

export const consolePackSchema = z.object({
  packTotalQty: z.number().int(),
  choices: z.array(consolePackChoiceSchema),
});

/** What a pack of a company and platform may offer: published SKUs of published non-packs. */
export const consolePackCandidateQuerySchema = z.object({
  ...pageShape,
  companyCode: companyCodeSchema,
  platform: platformSchema,
  /** part of a name (any language) or of a product or SKU code */
  text: textSchema().trim().max(CATALOG_KEYWORD_MAX).optional(),
});
export const consolePackCandidatePageSchema = pagedSchema(consolePackChoiceSchema);

/** The category a product is listed under in the members' mall (one per product). */
export const consoleProductCategoryBodySchema = z.object({
  categoryId: z.number().int().positive(),
});

export type ConsolePackChoice = z.infer<typeof consolePackChoiceSchema>;
export type ConsolePack = z.infer<typeof consolePackSchema>;
