import { defineCall } from '../common/define-call.js';
import {
  PAGE_PATHS,
  publicPageParamsSchema,
  publicPageQuerySchema,
  publicPageSchema,
} from './public-page.js';

/** Policy pages, open without a login (spec "Public routes"). */
export const PAGE_CALLS = {
  page: defineCall({
    access: 'public',
    record: 'none',
    tags: ['page'],
    method: 'GET',
    path: PAGE_PATHS.page,
    params: publicPageParamsSchema,
    query: publicPageQuerySchema,
    response: publicPageSchema,
    summary: "A public page in the member's or the requested language",
  }),
} as const;
