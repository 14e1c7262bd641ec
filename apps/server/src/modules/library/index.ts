/** The library: company documents, PDFs and videos; files behind a storage port. */
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
export { diskStorage, type LibraryStorage } from './library-storage.js';
export { libraryStorage, type LibraryStoreConfig } from './library-store.js';
export { s3Storage } from './library-s3.js';
export { safeFileName, fileTypeOf } from './library-rules.js';
