import { z } from 'zod';
import { companyCodeSchema, PLATFORMS } from '../common/domain.js';
import { textSchema } from '../common/text.js';

/** Slides a company's dashboard carousel may have (both platforms together). */
export const CAROUSEL_SLIDES_MAX = 50;

// a slide's picture and link: our own path, or https; nothing a browser would run
const address = textSchema()
  .trim()
  .max(500, { error: 'validation.tooLong' })
  .refine((v) => v.startsWith('/') || v.startsWith('https://'), { error: 'validation.format' });
const when = z.iso.datetime({ offset: true, error: 'validation.format' }).nullable();

/** One slide, in the order the list gives (the first shows first). */
export const consoleCarouselSlideSchema = z.object({
  title: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.tooLong' }),
  imageUrl: address,
  linkUrl: address.nullable(),
  platform: z.enum(PLATFORMS),
  startsAt: when,
  endsAt: when,
});

export const consoleCarouselQuerySchema = z.object({ companyCode: companyCodeSchema });

/** The whole carousel of a company: adding, removing and reordering save the list. */
export const consoleCarouselBodySchema = z.object({
  companyCode: companyCodeSchema,
  slides: z.array(consoleCarouselSlideSchema).max(CAROUSEL_SLIDES_MAX, {
    error: 'validation.tooLong',
  }),
});

export const consoleCarouselSchema = z.object({
  companyCode: z.string(),
  slides: z.array(
    consoleCarouselSlideSchema.extend({
      title: z.string(),
      imageUrl: z.string(),
      linkUrl: z.string().nullable(),
      startsAt: z.iso.datetime().nullable(),
      endsAt: z.iso.datetime().nullable(),
    }),
  ),
});

export type ConsoleCarouselSlide = z.infer<typeof consoleCarouselSlideSchema>;
export type ConsoleCarousel = z.infer<typeof consoleCarouselSchema>;
