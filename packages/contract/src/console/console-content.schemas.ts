import { z } from 'zod';
import { companyCodeSchema, localeSchema } from '../common/domain.js';
import { pagedSchema, pageShape } from '../common/field-kit.js';
import { BASE64_PATTERN, base64MaxChars } from '../common/stored-image.js';
import { textSchema } from '../common/text.js';
import { integerIdParam } from '../common/validation.js';
import { NEWS_LIMITS, newsDetailSchema, newsSummarySchema } from '../news/news.schemas.js';

/** Where a news item stands at the time asked: members see only `published` ones. */
export const NEWS_STATES = ['scheduled', 'published', 'expired', 'withdrawn'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** A cover picture sent as base64 (PNG, JPEG, WebP or GIF, checked by its first bytes). */
const IMAGE_BASE64_MAX = base64MaxChars(NEWS_LIMITS.imageMaxBytes);
/** Bytes a news request may carry: the picture in base64 and the body. */
export const NEWS_BODY_LIMIT_BYTES = IMAGE_BASE64_MAX + NEWS_LIMITS.bodyMaxBytes + 16_384;

/** Lines a news text may have (its bytes are held to NEWS_LIMITS.bodyMaxBytes as well). */
export const NEWS_BODY_LINES_MAX = 5_000;

const when = z.iso.datetime({ offset: true, error: 'validation.format' });

export const consoleNewsListQuerySchema = z.object({
  ...pageShape,
  companyCode: companyCodeSchema.optional(),
  state: z.enum(NEWS_STATES).optional(),
});

export const consoleNewsIdParamsSchema = z.object({ id: integerIdParam.describe('news item id') });

/**
 * An item as the operator writes it: `body` is markdown by lines, and HTML inside it is allowed (the
 * server turns it into HTML and keeps only what the news sanitizer allows). Times carry their
 * offset; the console sends business time (UTC+8).
 */
const newsFields = {
  language: localeSchema,
  title: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(NEWS_LIMITS.titleMaxChars, { error: 'validation.tooLong' }),
  /** the text's lines (markdown); a request carries no line breaks inside a text field */
  body: z
    .array(textSchema().max(NEWS_LIMITS.bodyMaxBytes, { error: 'validation.tooLong' }))
    .max(NEWS_BODY_LINES_MAX, { error: 'validation.tooLong' })
    .refine((lines) => lines.some((line) => line.trim() !== ''), {
      error: 'validation.required',
    }),
  publishAt: when,
  expireAt: when.nullable().default(null),
  pinned: z.boolean().default(false),
  /** a new cover picture in base64; absent keeps the one the item has */
  image: z
    .string()
    .max(IMAGE_BASE64_MAX, { error: 'validation.tooLong' })
    .regex(BASE64_PATTERN, { error: 'validation.format' })
    .optional(),
  /** drops the item's cover picture (an edit) */
  dropImage: z.boolean().default(false),
};

export const consoleNewsCreateBodySchema = z.object({
  companyCode: companyCodeSchema,
  ...newsFields,
});
export const consoleNewsUpdateBodySchema = z.object(newsFields);

export const consoleNewsRowSchema = z.object({
  id: z.number().int(),
  companyCode: z.string(),
  language: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  pinned: z.boolean(),
  publishAt: z.iso.datetime(),
  expireAt: z.iso.datetime().nullable(),
  withdrawnAt: z.iso.datetime().nullable(),
  state: z.enum(NEWS_STATES),
  createdBy: z.string(),
});
export const consoleNewsPageSchema = pagedSchema(consoleNewsRowSchema);

/** One item for editing: its stored (sanitized) HTML is what the editor starts from. */
export const consoleNewsItemSchema = consoleNewsRowSchema.extend({ html: z.string() });

export const consoleNewsIdAnswerSchema = z.object({ id: z.number().int() });

/** A member of the item's company reading the portal in `language`. */
export const consoleNewsPreviewQuerySchema = z.object({ language: localeSchema });

/**
 * The portal's news as that member sees it when the item is published (now, when that is
 * past): the list's first page, and the item itself when the member sees it then.
 */
export const consoleNewsPreviewSchema = z.object({
  /** the moment previewed */
  at: z.iso.datetime(),
  companyCode: z.string(),
  /** the language the portal shows its news in (the member's when it has any item, else en) */
  language: z.string(),
  list: z.array(newsSummarySchema),
  total: z.number().int(),
  /** the item as the portal renders it, or null when this member does not see it then */
  item: newsDetailSchema.nullable(),
});

export type ConsoleNewsRow = z.infer<typeof consoleNewsRowSchema>;
export type ConsoleNewsItem = z.infer<typeof consoleNewsItemSchema>;
export type ConsoleNewsPreview = z.infer<typeof consoleNewsPreviewSchema>;
