import { z } from 'zod';
import { PG_INTEGER_MAX, pagingShape, type PageBounds } from './validation.js';

/**
 * Small schema helpers the domains' request and answer schemas share: ids in a JSON body, the
 * paged list's query and answer. Not re-exported from the contract's index, so their generic
 * names never collide with a domain's.
 */

/** 'validation.required' when the field is missing, else `key`. */
export const requiredOr = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : key;

/** An id of an `integer` column in a JSON body, where a number must be a number. */
export const bodyId = z
  .number({ error: requiredOr('validation.notNumber') })
  .int({ error: 'validation.notInteger' })
  .positive({ error: 'validation.notPositive' })
  .max(PG_INTEGER_MAX, { error: 'validation.tooLarge' });

/** The bounds of a list that names none of its own (wallet movements, withdrawals, orders). */
export const LIST_PAGE = {
  defaultSize: 20,
  maxSize: 100,
  maxPageNum: 10_000,
} as const satisfies PageBounds;

/** `pageNum` and `pageSize` of a paged list's query within LIST_PAGE. */
export const pageShape = pagingShape(LIST_PAGE);

/**
 * The answer of a paged list: one page of `item`s and the count of all of them. Some lists
 * declare their count non-negative (`total`), which the OpenAPI document shows as its minimum.
 */
export const pagedSchema = <T extends z.ZodType>(item: T, total: z.ZodNumber = z.number().int()) =>
  z.object({
    list: z.array(item),
    total,
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });
