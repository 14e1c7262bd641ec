import { z } from 'zod';

/**
 * Reusable field schemas. Their messages are translation keys (`validation.*`), so the
 * server can answer a field-level key the web app translates.
 */
export const requiredString = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

export const optionalString = (max: number) =>
  z.string({ error: 'validation.notString' }).trim().max(max, { error: 'validation.tooLong' });

export const idParam = z.coerce
  .number({ error: 'validation.notNumber' })
  .int({ error: 'validation.notInteger' })
  .positive({ error: 'validation.notPositive' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'validation.tooLarge' });

export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .max(254, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.emailFormat' }));
