import { defineCall } from '../common/define-call.js';
import { fileAnswerSchema } from '../common/file-answer.js';
import {
  NEWS_PATHS,
  newsDetailParamsSchema,
  newsDetailSchema,
  newsImageParamsSchema,
  newsPageQuerySchema,
  newsPageSchema,
} from './news.schemas.js';

const tags = ['news'] as const;

/**
 * News of the member's company. Items are the company's content, not a member's
 * record (`record: 'none'`): every member of the company sees the same live items, and a member
 * of another company gets notFound, as for an id that does not exist (tested in test/news).
 */
export const NEWS_CALLS = {
  page: defineCall({
    access: 'member',
    record: 'none',
    tags,
    method: 'GET',
    path: NEWS_PATHS.page,
    query: newsPageQuerySchema,
    response: newsPageSchema,
    summary:
      "A page of the company's live news in the member's language (else English), pinned first",
  }),
  detail: defineCall({
    access: 'member',
    record: 'none',
    tags,
    method: 'GET',
    path: NEWS_PATHS.detail,
    params: newsDetailParamsSchema,
    response: newsDetailSchema,
    summary: 'One live news item of the company, with its sanitized HTML',
  }),
  // an image, not an envelope: public so <img> tags load it without the token header; its
  // name is 128 random bits, known only to those shown the item
  image: defineCall({
    access: 'public',
    record: 'none',
    tags,
    method: 'GET',
    path: NEWS_PATHS.image,
    params: newsImageParamsSchema,
    response: fileAnswerSchema,
    answer: 'file',
    summary: "A news item's picture, with its content type",
  }),
} as const;
