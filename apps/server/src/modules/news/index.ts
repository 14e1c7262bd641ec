/** News: the company's items per language, and the operator's publishing. */
export { newsDetail, newsImagesShown, newsPage } from './news.service.js';
export {
  ContentInputError,
  auditContent,
  publishNews,
  splitTitle,
  writeNewsItem,
  type NewsDraft,
} from './news-publish.service.js';
export { sanitizeNewsHtml } from './news-sanitize.js';
