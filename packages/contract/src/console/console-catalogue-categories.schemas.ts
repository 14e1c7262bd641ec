import { z } from 'zod';
import { companyCodeSchema, localeSchema, platformSchema } from '../common/domain.js';
import { textSchema } from '../common/text.js';
import { integerIdParam } from '../common/validation.js';

/** Bounds of a category: its name in one language, and how many one platform may hold. */
export const CATEGORY_LIMITS = { nameMax: 100, countMax: 200 };

const name = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CATEGORY_LIMITS.nameMax, { error: 'validation.tooLong' });

/**
 * A category's names per language: English is required (the fallback every member sees when
 * their own language has none), the others optional. A language left out has no name.
 */
const namesSchema = z
  .partialRecord(localeSchema, name)
  .refine((n) => n.en !== undefined, { error: 'validation.required' });

export const consoleCategoryIdParamsSchema = z.object({
  id: integerIdParam.describe('category id'),
});

/** The categories of one company and platform, in the members' mall order. */
export const consoleCategoryQuerySchema = z.object({
  companyCode: companyCodeSchema,
  platform: platformSchema,
});

export const consoleCategorySchema = z.object({
  id: z.number().int(),
  /** the seed's code, or `category-<id>` for one the console added */
  code: z.string(),
  names: z.partialRecord(localeSchema, z.string()),
  /** its place in the mall's order, 1 first */
  position: z.number().int(),
  /** the products listed under it, published or withdrawn (a category with any stays) */
  productCount: z.number().int(),
});
export const consoleCategoryListSchema = z.object({ list: z.array(consoleCategorySchema) });

/** A new category of a company and platform, listed last in the mall. */
export const consoleCategoryCreateBodySchema = z.object({
  companyCode: companyCodeSchema,
  platform: platformSchema,
  names: namesSchema,
});

/** A category's names, replacing the ones it had. */
export const consoleCategoryNamesBodySchema = z.object({ names: namesSchema });

/** The place to move a category to in its platform's order, 1 first; past the end is last. */
export const consoleCategoryMoveBodySchema = z.object({
  position: z
    .number()
    .int({ error: 'validation.format' })
    .min(1, { error: 'validation.invalid' })
    .max(CATEGORY_LIMITS.countMax, { error: 'validation.invalid' }),
});

export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;
export type ConsoleCategoryNames = z.infer<typeof namesSchema>;
