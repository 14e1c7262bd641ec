import { z } from 'zod';
import { pagedSchema } from '../common/field-kit.js';
import { STORED_IMAGE_NAME } from '../common/stored-image.js';
import { integerIdParam, pagingShape } from '../common/validation.js';

/** Paths of the news calls, under API_BASE_PATH. */
export const NEWS_PATHS = {
  page: '/dashboard/news/page',
  detail: '/dashboard/news/:id',
  image: '/dashboard/news/image/:name',
} as const;

/** Paging of the news list; the dashboard card asks for `latest` items. */
export const NEWS_PAGE = { defaultSize: 10, maxSize: 50, maxPageNum: 10_000, latest: 3 } as const;
/** Characters of the body shown as a list entry's summary (an ellipsis follows when cut). */
export const NEWS_SUMMARY_CHARS = 160;
/** Limits an operator's item must keep (checked by the publish service). */
export const NEWS_LIMITS = {
  titleMaxChars: 200,
  bodyMaxBytes: 200_000,
  imageMaxBytes: 2 * 1024 * 1024,
} as const;
/** An image's stored name: a random hex name and its extension, nothing a path could escape. */
export const NEWS_IMAGE_NAME = STORED_IMAGE_NAME;

/** `GET /dashboard/news/page?pageNum&pageSize`: the company's live items, pinned first. */
export const newsPageQuerySchema = z.object({
  ...pagingShape(NEWS_PAGE),
});
export type NewsPageQuery = z.infer<typeof newsPageQuerySchema>;

export const newsSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** the start of the body, plain text */
  summary: z.string(),
  /** the item's picture under API_BASE_PATH, or null */
  imageUrl: z.string().nullable(),
  pinned: z.boolean(),
  publishedAt: z.iso.datetime(),
  /** the language the item is written in (the member's, else en) */
  language: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsPageSchema = pagedSchema(newsSummarySchema, z.number().int().nonnegative());
export type NewsPage = z.infer<typeof newsPageSchema>;

export const newsDetailParamsSchema = z.object({ id: integerIdParam.describe('news item id') });
export type NewsDetailParams = z.infer<typeof newsDetailParamsSchema>;

export const newsDetailSchema = newsSummarySchema.omit({ summary: true }).extend({
  /** sanitized HTML, sanitized again by the server when read; safe to render */
  html: z.string(),
  expiresAt: z.iso.datetime().nullable(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsImageParamsSchema = z.object({
  name: z.string().regex(NEWS_IMAGE_NAME, { error: 'validation.format' }),
});
