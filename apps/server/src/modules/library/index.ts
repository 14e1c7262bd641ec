/** The library: company documents, PDFs and videos; files in the portal's file store. */
export {
  countLibraryDocuments,
  getLibraryDocument,
  listLibraryCategories,
  listLibraryDocuments,
  openLibraryFile,
} from './library.service.js';
export {
  addLibraryDocument,
  removeLibraryDocument,
  LibraryInputError,
  sourceFromBytes,
  sourceFromPath,
  type LibraryAddInput,
} from './library-admin.service.js';
export { libraryFiles, type LibraryStoreConfig } from './library-store.js';
export { safeFileName, fileTypeOf } from './library-rules.js';
