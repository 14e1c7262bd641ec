import { z } from 'zod';
import { companyCodeSchema, localeSchema } from '../common/domain.js';
import { pagedSchema, pageShape } from '../common/field-kit.js';
import { BASE64_PATTERN, base64MaxChars } from '../common/stored-image.js';
import { textSchema } from '../common/text.js';
import { integerIdParam } from '../common/validation.js';
import {
  LIBRARY_DESCRIPTION_MAX,
  LIBRARY_TITLE_MAX,
  libraryCategorySchema,
  libraryDocumentSchema,
} from '../library/library.schemas.js';

/** Where a library document stands: members see only `published` ones. */
export const LIBRARY_STATES = ['published', 'withdrawn'] as const;
export type LibraryState = (typeof LIBRARY_STATES)[number];

/**
 * The largest file the console uploads (sent as base64 in JSON, as the news picture is); a
 * larger video is better kept elsewhere as a link, or added with the CLI's `library:add`.
 */
export const LIBRARY_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
const FILE_BASE64_MAX = base64MaxChars(LIBRARY_UPLOAD_MAX_BYTES);
/** Bytes an upload request may carry: the file in base64 and its fields. */
export const LIBRARY_BODY_LIMIT_BYTES = FILE_BASE64_MAX + 32_768;

export const consoleLibraryListQuerySchema = z.object({
  ...pageShape,
  companyCode: companyCodeSchema.optional(),
  category: libraryCategorySchema.optional(),
  language: localeSchema.optional(),
  state: z.enum(LIBRARY_STATES).optional(),
});

export const consoleLibraryIdParamsSchema = z.object({
  id: integerIdParam.describe('library document id'),
});

/** What an operator may change of a document (its file or link stays: upload another). */
const editable = {
  language: localeSchema,
  category: libraryCategorySchema,
  title: textSchema()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(LIBRARY_TITLE_MAX, { error: 'validation.tooLong' }),
  description: textSchema()
    .trim()
    .max(LIBRARY_DESCRIPTION_MAX, { error: 'validation.tooLong' })
    .default(''),
};

export const consoleLibraryUpdateBodySchema = z.object(editable);

/**
 * A new document: a file (its name and its bytes in base64; the server checks its type by
 * name and a PDF by its first bytes, as `library:add` does) or else an https video link.
 */
export const consoleLibraryUploadBodySchema = z.object({
  companyCode: companyCodeSchema,
  ...editable,
  fileName: textSchema().max(500, { error: 'validation.tooLong' }).optional(),
  file: z
    .string()
    .max(FILE_BASE64_MAX, { error: 'validation.tooLong' })
    .regex(BASE64_PATTERN, { error: 'validation.format' })
    .optional(),
  videoUrl: textSchema().trim().max(2000, { error: 'validation.tooLong' }).optional(),
  /** false keeps it withdrawn until published */
  published: z.boolean().default(true),
});

export const consoleLibraryRowSchema = libraryDocumentSchema.extend({
  companyCode: z.string(),
  state: z.enum(LIBRARY_STATES),
  withdrawnAt: z.iso.datetime().nullable(),
});
export const consoleLibraryPageSchema = pagedSchema(consoleLibraryRowSchema);

export type ConsoleLibraryRow = z.infer<typeof consoleLibraryRowSchema>;
export type ConsoleLibraryUploadBody = z.infer<typeof consoleLibraryUploadBodySchema>;
export type ConsoleLibraryUpdateBody = z.infer<typeof consoleLibraryUpdateBodySchema>;
