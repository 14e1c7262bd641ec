import { z } from 'zod';
import { integerValue, pagingShape, positiveId } from '../common/validation.js';
import { WALLET_PAGE } from './wallet-constants.js';

/**
 * Small schema helpers of the wallet calls. Not re-exported from the contract's index, so
 * their generic names never collide with another domain's.
 */

/** 'validation.required' when the field is missing, else `key`. */
export const requiredOr = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : key;

/** An integer of a query, before its bounds; `plainDecimal` wraps the whole chain. */
export const queryInt = integerValue;

export const pageShape = pagingShape(WALLET_PAGE);

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  });

/** Member ids and other integer keys are PostgreSQL integers. */
export const INT4_MAX = 2_147_483_647;
export const int4Id = positiveId(INT4_MAX);
/** The same in a JSON body, where a number must be a number. */
export const bodyId = z
  .number({ error: requiredOr('validation.notNumber') })
  .int({ error: 'validation.notInteger' })
  .positive({ error: 'validation.notPositive' })
  .max(INT4_MAX, { error: 'validation.tooLarge' });
