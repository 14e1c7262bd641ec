import { consoleCall } from './console-call.js';
import {
  NEWS_BODY_LIMIT_BYTES,
  consoleNewsCreateBodySchema,
  consoleNewsIdAnswerSchema,
  consoleNewsIdParamsSchema,
  consoleNewsItemSchema,
  consoleNewsListQuerySchema,
  consoleNewsPageSchema,
  consoleNewsPreviewQuerySchema,
  consoleNewsPreviewSchema,
  consoleNewsUpdateBodySchema,
} from './console-content.schemas.js';
import {
  consoleCarouselBodySchema,
  consoleCarouselQuerySchema,
  consoleCarouselSchema,
} from './console-carousel.schemas.js';

export * from './console-content.schemas.js';
export * from './console-carousel.schemas.js';

const CONTENT = {
  access: 'operator',
  record: 'none',
  tags: ['console-content'],
  permission: 'content:publish',
} as const;
const ONE = { ...CONTENT, params: consoleNewsIdParamsSchema } as const;
/** What writing an item can be refused for besides validation. */
const WRITE_ERRORS = ['newsImageInvalid', 'newsExpireBeforePublish'] as const;

/**
 * News in the console: the companies' items with where each stands, writing one (published at
 * a time of the operator's choosing), withdrawing it, and a preview as a member reads it.
 * Another company's item reads as a missing one. Every change is audited.
 */
export const CONSOLE_CONTENT_CALLS = {
  newsList: consoleCall({
    ...CONTENT,
    method: 'GET',
    path: '/news',
    query: consoleNewsListQuerySchema,
    response: consoleNewsPageSchema,
    summary: "The news items of the operator's companies, the latest written first",
  }),
  newsItem: consoleCall({
    ...ONE,
    method: 'GET',
    path: '/news/:id',
    response: consoleNewsItemSchema,
    summary: 'One news item with its stored HTML, for editing',
    errors: ['notFound'],
  }),
  newsCreate: consoleCall({
    ...CONTENT,
    method: 'POST',
    path: '/news',
    body: consoleNewsCreateBodySchema,
    bodyLimit: NEWS_BODY_LIMIT_BYTES,
    response: consoleNewsIdAnswerSchema,
    summary: 'Writes a news item of a company in one language, published at `publishAt`',
    errors: [...WRITE_ERRORS],
  }),
  newsUpdate: consoleCall({
    ...ONE,
    method: 'POST',
    path: '/news/:id',
    body: consoleNewsUpdateBodySchema,
    bodyLimit: NEWS_BODY_LIMIT_BYTES,
    response: consoleNewsIdAnswerSchema,
    summary: 'Changes a news item that is not withdrawn (its text, times, picture, language)',
    errors: ['notFound', 'newsWithdrawn', ...WRITE_ERRORS],
  }),
  newsWithdraw: consoleCall({
    ...ONE,
    method: 'POST',
    path: '/news/:id/withdraw',
    response: consoleNewsIdAnswerSchema,
    summary: 'Withdraws a news item: members no longer see it',
    errors: ['notFound', 'newsWithdrawn'],
  }),
  newsPreview: consoleCall({
    ...ONE,
    method: 'GET',
    path: '/news/:id/preview',
    query: consoleNewsPreviewQuerySchema,
    response: consoleNewsPreviewSchema,
    summary: "The portal's news as a member of the item's company and a language sees it",
    errors: ['notFound'],
  }),
  carousel: consoleCall({
    ...CONTENT,
    method: 'GET',
    path: '/carousel',
    query: consoleCarouselQuerySchema,
    response: consoleCarouselSchema,
    summary: "A company's dashboard slides of both platforms, in display order",
  }),
  carouselSave: consoleCall({
    ...CONTENT,
    method: 'POST',
    path: '/carousel',
    body: consoleCarouselBodySchema,
    response: consoleCarouselSchema,
    summary: "Replaces a company's slides with the list (adds, removes and reorders them)",
  }),
} as const;
