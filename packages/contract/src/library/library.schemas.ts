import { z } from 'zod';
import { localeSchema } from '../common/domain.js';
import {
  integerIdParam,
  integerValue,
  optionalString,
  plainDecimal,
} from '../common/validation.js';

/** The library (spec "Main mode" {product}Library, libraryList, libraryDetails, MemberTools). */
export const LIBRARY_PATHS = {
  categories: '/bo/library/categories',
  list: '/bo/library/documents',
  detail: '/bo/library/documents/:id',
  download: '/bo/library/documents/:id/file',
} as const;

/** Fixed categories, so each has a translated name in every language (library.category.*). */
export const LIBRARY_CATEGORIES = ['product', 'business', 'training', 'tools'] as const;
export const libraryCategorySchema = z.enum(LIBRARY_CATEGORIES, { error: 'validation.invalid' });
export type LibraryCategory = z.infer<typeof libraryCategorySchema>;
/** The category the MemberTools page lists. */
export const LIBRARY_TOOLS_CATEGORY: LibraryCategory = 'tools';

/** document: any file; pdf: a PDF; video: an uploaded video file or a link to one. */
export const LIBRARY_KINDS = ['document', 'pdf', 'video'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

export const LIBRARY_PAGE_SIZE = 10;
export const LIBRARY_QUERY_MAX = 100;
export const LIBRARY_TITLE_MAX = 200;
export const LIBRARY_DESCRIPTION_MAX = 2000;

export const libraryListQuerySchema = z.object({
  category: libraryCategorySchema.optional(),
  q: optionalString(LIBRARY_QUERY_MAX).optional(),
  page: plainDecimal(
    integerValue()
      .min(1, { error: 'validation.notPositive' })
      .max(10_000, { error: 'validation.tooLarge' })
      .default(1),
  ),
});
export type LibraryListQuery = z.output<typeof libraryListQuerySchema>;

export const libraryIdParamsSchema = z.object({ id: integerIdParam });

export const libraryDocumentSchema = z.object({
  id: z.number().int(),
  category: libraryCategorySchema,
  kind: z.enum(LIBRARY_KINDS),
  lang: localeSchema,
  title: z.string(),
  description: z.string(),
  /** the download's file name; null for a video link */
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** an https link to a video kept elsewhere; null for a file */
  videoUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;

export const libraryPageSchema = z.object({
  /** the language the list is in: the member's, or English when the company has none in it */
  lang: localeSchema,
  items: z.array(libraryDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;

export const libraryCategoriesSchema = z.object({
  lang: localeSchema,
  categories: z.array(z.object({ code: libraryCategorySchema, count: z.number().int() })),
});
export type LibraryCategories = z.infer<typeof libraryCategoriesSchema>;
