import { consoleCall } from './console-call.js';
import {
  consoleIdAnswerSchema,
  consoleProductIdParamsSchema,
} from './console-catalogue.schemas.js';
import {
  consolePackBodySchema,
  consolePackCandidatePageSchema,
  consolePackCandidateQuerySchema,
  consolePackCreateBodySchema,
  consolePackSchema,
  consoleProductCategoryBodySchema,
} from './console-catalogue-packs.schemas.js';

export * from './console-catalogue-packs.schemas.js';

const CATALOGUE = {
  access: 'operator',
  record: 'none',
  tags: ['console-catalogue'],
  permission: 'catalogue:edit',
} as const;
const PRODUCT = { ...CATALOGUE, params: consoleProductIdParamsSchema } as const;
/** Why a pack's choices can be refused: each choice is checked, then the list as a whole. */
const CHOICE_ERRORS = [
  'packChoiceUnknown',
  'packChoiceIsPack',
  'packChoiceWithdrawn',
  'packCannotFill',
] as const;

/**
 * Packs (a product whose SKU is a bundle the member fills from its choices up to its total)
 * and the category a product is listed under. Every change is audited with before and after.
 */
export const CONSOLE_CATALOGUE_PACK_CALLS = {
  packCandidates: consoleCall({
    ...CATALOGUE,
    method: 'GET',
    path: '/catalogue/pack-candidates',
    query: consolePackCandidateQuerySchema,
    response: consolePackCandidatePageSchema,
    summary: 'The published SKUs of published products (not packs) a pack may offer',
  }),
  pack: consoleCall({
    ...PRODUCT,
    method: 'GET',
    path: '/catalogue/products/:id/pack',
    response: consolePackSchema,
    summary: "A pack's total and the SKUs the member chooses from",
    errors: ['notFound', 'catalogueNotPack'],
  }),
  packCreate: consoleCall({
    ...CATALOGUE,
    method: 'POST',
    path: '/catalogue/packs',
    body: consolePackCreateBodySchema,
    response: consoleIdAnswerSchema,
    summary: 'Adds a pack (withdrawn, without its SKU) with its total and choices',
    errors: ['notFound', 'catalogueCodeTaken', ...CHOICE_ERRORS],
  }),
  packUpdate: consoleCall({
    ...PRODUCT,
    method: 'POST',
    path: '/catalogue/products/:id/pack',
    body: consolePackBodySchema,
    response: consoleIdAnswerSchema,
    summary: "Replaces a pack's total and choices",
    errors: ['notFound', 'catalogueNotPack', ...CHOICE_ERRORS],
  }),
  productCategory: consoleCall({
    ...PRODUCT,
    method: 'POST',
    path: '/catalogue/products/:id/category',
    body: consoleProductCategoryBodySchema,
    response: consoleIdAnswerSchema,
    summary: 'Moves a product to another category of its company and platform',
    errors: ['notFound'],
  }),
} as const;
