import { z } from 'zod';

/**
 * Characters no text field takes: C0 controls (NUL among them, which PostgreSQL refuses in
 * text and would answer with an error), DEL, and UTF-16 surrogates that are not part of a
 * pair (not representable in UTF-8). Multi-line fields keep tab, line feed and carriage
 * return.
 */
const LONE_SURROGATE =
  '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
export const UNSAFE_LINE_CHARS = new RegExp(`[\\u0000-\\u001F\\u007F]|${LONE_SURROGATE}`);
export const UNSAFE_TEXT_CHARS = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]|${LONE_SURROGATE}`,
);

export const CONTROL_CHARS_KEY = 'validation.controlCharacters';

export interface TextOptions {
  /** message of a missing or non-string value */
  error?: string;
  /** a field that may hold several lines (tab, CR and LF allowed) */
  multiline?: boolean;
}

/** True when a value holds a character no text field takes. */
export function hasUnsafeChars(value: string, multiline = false): boolean {
  return (multiline ? UNSAFE_TEXT_CHARS : UNSAFE_LINE_CHARS).test(value);
}

/** True when any string in a JSON value (keys included) holds such a character. */
export function hasUnsafeJson(value: unknown): boolean {
  if (typeof value === 'string') return hasUnsafeChars(value);
  if (Array.isArray(value)) return value.some(hasUnsafeJson);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => hasUnsafeChars(k) || hasUnsafeJson(v));
  }
  return false;
}

/**
 * The one string schema of every text field a request carries (path, query, body): it
 * refuses control characters and lone surrogates before any other rule looks at the value.
 * Chain trim, length and format rules after it.
 */
export const textSchema = ({
  error = 'validation.required',
  multiline = false,
}: TextOptions = {}) =>
  z
    .string({ error })
    .refine((v) => !hasUnsafeChars(v, multiline), { error: CONTROL_CHARS_KEY, abort: true });
