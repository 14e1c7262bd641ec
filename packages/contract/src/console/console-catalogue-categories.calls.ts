import { consoleCall } from './console-call.js';
import { consoleIdAnswerSchema } from './console-catalogue.schemas.js';
import {
  consoleCategoryCreateBodySchema,
  consoleCategoryIdParamsSchema,
  consoleCategoryListSchema,
  consoleCategoryMoveBodySchema,
  consoleCategoryNamesBodySchema,
  consoleCategoryQuerySchema,
} from './console-catalogue-categories.schemas.js';

export * from './console-catalogue-categories.schemas.js';

const CATALOGUE = {
  access: 'operator',
  record: 'none',
  tags: ['console-catalogue'],
  permission: 'catalogue:edit',
} as const;
const CATEGORY = { ...CATALOGUE, params: consoleCategoryIdParamsSchema } as const;

/**
 * The categories the members' mall lists a company's products under, per platform: their
 * names per language and their order. Another company's category reads as missing; every
 * change is audited with its before and after.
 */
export const CONSOLE_CATALOGUE_CATEGORY_CALLS = {
  categories: consoleCall({
    ...CATALOGUE,
    method: 'GET',
    path: '/catalogue/categories',
    query: consoleCategoryQuerySchema,
    response: consoleCategoryListSchema,
    summary: "A company's categories of one platform, in the mall's order, with product counts",
  }),
  categoryCreate: consoleCall({
    ...CATALOGUE,
    method: 'POST',
    path: '/catalogue/categories',
    body: consoleCategoryCreateBodySchema,
    response: consoleIdAnswerSchema,
    summary: 'Adds a category (English name required), last in the mall',
    errors: ['notFound', 'catalogueCategoryNameTaken', 'catalogueCategoryLimit'],
  }),
  categoryNames: consoleCall({
    ...CATEGORY,
    method: 'POST',
    path: '/catalogue/categories/:id/names',
    body: consoleCategoryNamesBodySchema,
    response: consoleIdAnswerSchema,
    summary: "Replaces a category's names (English required)",
    errors: ['notFound', 'catalogueCategoryNameTaken'],
  }),
  categoryMove: consoleCall({
    ...CATEGORY,
    method: 'POST',
    path: '/catalogue/categories/:id/move',
    body: consoleCategoryMoveBodySchema,
    response: consoleIdAnswerSchema,
    summary: "Moves a category to another place in its platform's order",
    errors: ['notFound'],
  }),
  categoryRemove: consoleCall({
    ...CATEGORY,
    method: 'POST',
    path: '/catalogue/categories/:id/remove',
    response: consoleIdAnswerSchema,
    summary: 'Removes a category no product is listed under',
    errors: ['notFound', 'catalogueCategoryInUse'],
  }),
} as const;
