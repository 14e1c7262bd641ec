import { NEWS_CALLS } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';

/** Every news query key starts here; the language is in it, as the answer depends on it. */
export const NEWS_QUERY_ROOT = ['news'] as const;

/** A page of the company's live news (the news page and the dashboard card read it). */
export const newsPageQuery = (language: string, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: [...NEWS_QUERY_ROOT, 'page', language, pageNum, pageSize] as const,
    queryFn: ({ signal }) =>
      callApi(NEWS_CALLS.page, { query: { pageNum, pageSize }, signal, quiet: true }),
  });

/** Where a news item opens, on the platform in use (a page without the left menu). */
export const newsDetailPath = (wpm: boolean, id: number) =>
  `${wpm ? '/wpm' : ''}/dashboard/DashboardNews/newsDetails?id=${id}`;
