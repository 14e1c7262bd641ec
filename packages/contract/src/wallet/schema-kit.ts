import { z } from 'zod';
import { WALLET_PAGE } from './wallet-constants.js';

/**
 * Small schema helpers of the wallet calls. Not re-exported from the contract's index, so
 * their generic names never collide with another domain's.
 */

/** 'validation.required' when the field is missing, else `key`. */
export const requiredOr = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : key;

export const queryInt = () =>
  z.coerce.number({ error: 'validation.notNumber' }).int({ error: 'validation.notInteger' });

export const pageShape = {
  pageNum: queryInt()
    .min(1, { error: 'validation.tooSmall' })
    .max(WALLET_PAGE.maxPageNum, { error: 'validation.tooLarge' })
    .default(1),
  pageSize: queryInt()
    .min(1, { error: 'validation.tooSmall' })
    .max(WALLET_PAGE.maxSize, { error: 'validation.tooLarge' })
    .default(WALLET_PAGE.defaultSize),
};

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });

/** Member ids and other integer keys are PostgreSQL integers. */
export const INT4_MAX = 2_147_483_647;
export const int4Id = queryInt()
  .positive({ error: 'validation.notPositive' })
  .max(INT4_MAX, { error: 'validation.tooLarge' });
/** The same in a JSON body, where a number must be a number. */
export const bodyId = z
  .number({ error: requiredOr('validation.notNumber') })
  .int({ error: 'validation.notInteger' })
  .positive({ error: 'validation.notPositive' })
  .max(INT4_MAX, { error: 'validation.tooLarge' });
