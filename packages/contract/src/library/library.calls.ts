import { defineCall } from '../common/define-call.js';
import { fileAnswerSchema } from '../common/file-answer.js';
import {
  LIBRARY_PATHS,
  libraryCategoriesSchema,
  libraryDocumentSchema,
  libraryIdParamsSchema,
  libraryListQuerySchema,
  libraryPageSchema,
} from './library.schemas.js';

/**
 * The company's library: content of the member's own company (record `none`: nothing
 * member-owned; a document of another company answers notFound, tested in test/library).
 */
export const LIBRARY_CALLS = {
  categories: defineCall({
    access: 'member',
    record: 'none',
    tags: ['library'],
    method: 'GET',
    path: LIBRARY_PATHS.categories,
    response: libraryCategoriesSchema,
    summary: "The library's categories in the member's language, with how many documents each has",
  }),
  list: defineCall({
    access: 'member',
    record: 'none',
    tags: ['library'],
    method: 'GET',
    path: LIBRARY_PATHS.list,
    query: libraryListQuerySchema,
    response: libraryPageSchema,
    summary: "Library documents of the member's company, by category and search text, paged",
  }),
  detail: defineCall({
    access: 'member',
    record: 'none',
    tags: ['library'],
    method: 'GET',
    path: LIBRARY_PATHS.detail,
    params: libraryIdParamsSchema,
    response: libraryDocumentSchema,
    summary: "One library document of the member's company",
  }),
  download: defineCall({
    access: 'member',
    record: 'none',
    tags: ['library'],
    method: 'GET',
    path: LIBRARY_PATHS.download,
    params: libraryIdParamsSchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: "A library document's file, streamed with its type and file name",
  }),
} as const;
