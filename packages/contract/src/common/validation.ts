import { z } from 'zod';
import { textSchema, type TextOptions } from './text.js';

/**
 * Reusable field schemas. Their messages are translation keys (`validation.*`), so the
 * server can answer a field-level key the web app translates. Every text field starts from
 * textSchema, which refuses control characters.
 */
export const requiredString = (max: number, options: Pick<TextOptions, 'multiline'> = {}) =>
  textSchema(options)
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

export const optionalString = (max: number, options: Pick<TextOptions, 'multiline'> = {}) =>
  textSchema({ error: 'validation.notString', ...options })
    .trim()
    .max(max, { error: 'validation.tooLong' });

export const idParam = z.coerce
  .number({ error: 'validation.notNumber' })
  .int({ error: 'validation.notInteger' })
  .positive({ error: 'validation.notPositive' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'validation.tooLarge' });

/** The largest PostgreSQL `integer`: ids of integer columns stop there. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** An id of an `integer` column: a larger one is a bad request, never a lookup that overflows. */
export const integerIdParam = idParam.max(PG_INTEGER_MAX, { error: 'validation.tooLarge' });

export const emailSchema = textSchema()
  .trim()
  .max(254, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.emailFormat' }));
