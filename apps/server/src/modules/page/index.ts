/** Public pages (terms, privacy, …) per company and language. */
export { publicPage } from './page.service.js';
export type { PublicPageTable } from './page.tables.js';
