import { z } from 'zod';
import { CONTROL_CHARS_KEY, hasUnsafeJson, textSchema } from '../common/text.js';

export const carouselItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
});
export const carouselListSchema = z.array(carouselItemSchema);
export type CarouselItem = z.infer<typeof carouselItemSchema>;

export const BUSINESS_LOG = {
  actionMaxChars: 64,
  /** serialized JSON, in bytes */
  detailMaxBytes: 2048,
  /** calls per member per window */
  maxPerWindow: 60,
  windowMs: 60_000,
} as const;

const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

export const businessLogBodySchema = z.object({
  action: textSchema()
    .min(1, { error: 'validation.required' })
    .max(BUSINESS_LOG.actionMaxChars, { error: 'validation.tooLong' })
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'validation.format' }),
  detail: z
    .record(textSchema(), z.unknown(), { error: 'validation.invalidType' })
    .superRefine((detail, ctx) => {
      if (byteLength(detail) <= BUSINESS_LOG.detailMaxBytes) {
        // free-form JSON is stored as jsonb, which refuses NUL and lone surrogates
        if (hasUnsafeJson(detail)) ctx.addIssue({ code: 'custom', message: CONTROL_CHARS_KEY });
        return;
      }
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: BUSINESS_LOG.detailMaxBytes,
        input: detail,
        message: 'validation.tooLarge',
      });
    })
    .optional(),
});
export type BusinessLogBody = z.infer<typeof businessLogBodySchema>;
