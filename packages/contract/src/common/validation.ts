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

/** A whole number as text: decimal digits, maybe after a minus sign, nothing else. */
export const DECIMAL_INTEGER = /^-?[0-9]+$/;
const DECIMAL_FRACTION = /^-?[0-9]+\.[0-9]+$/;

function fromDecimalText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (DECIMAL_INTEGER.test(value)) return Number(value);
  // a fraction is passed on as one ('validation.notInteger'); '5.0' is no way to write 5
  if (DECIMAL_FRACTION.test(value) && !Number.isInteger(Number(value))) return Number(value);
  return value;
}

/**
 * A number sent as text (every path and query value is): plain decimal digits become the number
 * `schema` then judges; any other text stays text, which a number schema refuses
 * ('validation.notNumber'). `Number()` (z.coerce) would also read `0x10` as 16, `0b11`, `1e1`,
 * padded blanks and '' (0). Wrap the whole chain, `.default()` included, so the OpenAPI
 * document still shows the number, its bounds and its default. JSON numbers pass as they are.
 */
export function plainDecimal<T extends z.ZodType>(schema: T) {
  return z.preprocess(fromDecimalText, schema);
}

/** The integer `plainDecimal` wraps, before its bounds. */
export const integerValue = () =>
  z.number({ error: 'validation.notNumber' }).int({ error: 'validation.notInteger' });

/** The bounds of a paged list: its default and largest page size, and the last page asked. */
export interface PageBounds {
  readonly defaultSize: number;
  readonly maxSize: number;
  readonly maxPageNum: number;
}

/** `pageNum` and `pageSize` of a paged list's query, within its bounds. */
export const pagingShape = (bounds: PageBounds) => ({
  pageNum: plainDecimal(
    integerValue()
      .min(1, { error: 'validation.tooSmall' })
      .max(bounds.maxPageNum, { error: 'validation.tooLarge' })
      .default(1),
  ),
  pageSize: plainDecimal(
    integerValue()
      .min(1, { error: 'validation.tooSmall' })
      .max(bounds.maxSize, { error: 'validation.tooLarge' })
      .default(bounds.defaultSize),
  ),
});

/** A positive id up to `max`, in a path or a query. */
export const positiveId = (max: number) =>
  plainDecimal(
    integerValue()
      .positive({ error: 'validation.notPositive' })
      .max(max, { error: 'validation.tooLarge' }),
  );

export const idParam = positiveId(Number.MAX_SAFE_INTEGER);

/** The largest PostgreSQL `integer`: ids of integer columns stop there. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** An id of an `integer` column: a larger one is a bad request, never a lookup that overflows. */
export const integerIdParam = positiveId(PG_INTEGER_MAX);

export const emailSchema = textSchema()
  .trim()
  .max(254, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.emailFormat' }));
