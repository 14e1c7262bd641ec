import { consoleCall } from './console-call.js';
import {
  LIBRARY_BODY_LIMIT_BYTES,
  consoleLibraryIdParamsSchema,
  consoleLibraryListQuerySchema,
  consoleLibraryPageSchema,
  consoleLibraryRowSchema,
  consoleLibraryUpdateBodySchema,
  consoleLibraryUploadBodySchema,
} from './console-library.schemas.js';

export * from './console-library.schemas.js';

const LIBRARY = {
  access: 'operator',
  record: 'none',
  tags: ['console-library'],
  permission: 'content:publish',
} as const;
const ONE = { ...LIBRARY, params: consoleLibraryIdParamsSchema } as const;

/**
 * The companies' libraries in the console: the documents with where each stands, an upload
 * (the checks of the CLI's `library:add`), editing, publishing, withdrawing and deleting. The
 * member's library shows published documents only. Another company's document reads as
 * missing. Every change is audited.
 */
export const CONSOLE_LIBRARY_CALLS = {
  libraryList: consoleCall({
    ...LIBRARY,
    method: 'GET',
    path: '/library',
    query: consoleLibraryListQuerySchema,
    response: consoleLibraryPageSchema,
    summary: "The library documents of the operator's companies, the latest added first",
  }),
  libraryUpload: consoleCall({
    ...LIBRARY,
    method: 'POST',
    path: '/library',
    body: consoleLibraryUploadBodySchema,
    bodyLimit: LIBRARY_BODY_LIMIT_BYTES,
    response: consoleLibraryRowSchema,
    summary: "Adds a file (base64) or a video link to a company's library",
    errors: ['libraryFileInvalid'],
  }),
  libraryUpdate: consoleCall({
    ...ONE,
    method: 'POST',
    path: '/library/:id',
    body: consoleLibraryUpdateBodySchema,
    response: consoleLibraryRowSchema,
    summary: "Changes a document's title, description, category and language",
    errors: ['notFound'],
  }),
  libraryPublish: consoleCall({
    ...ONE,
    method: 'POST',
    path: '/library/:id/publish',
    response: consoleLibraryRowSchema,
    summary: "Publishes a withdrawn document: members see it in their company's library",
    errors: ['notFound'],
  }),
  libraryWithdraw: consoleCall({
    ...ONE,
    method: 'POST',
    path: '/library/:id/withdraw',
    response: consoleLibraryRowSchema,
    summary: 'Withdraws a document: members no longer see or download it (it is kept)',
    errors: ['notFound'],
  }),
  libraryDelete: consoleCall({
    ...ONE,
    method: 'POST',
    path: '/library/:id/delete',
    response: consoleLibraryRowSchema,
    summary: 'Deletes a document and its stored file',
    errors: ['notFound'],
  }),
} as const;
