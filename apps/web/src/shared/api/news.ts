import { NEWS_CALLS } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/http/call';
import { newsKeys } from './query-keys';

/** A page of the company's live news (the news page and the dashboard card read it). */
export const newsPageQuery = (language: string, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: newsKeys.page(language, pageNum, pageSize),
    queryFn: ({ signal }) =>
      callApi(NEWS_CALLS.page, { query: { pageNum, pageSize }, signal, quiet: true }),
  });

/** Where a news item opens, on the platform in use (a page without the left menu). */
export const newsDetailPath = (wpm: boolean, id: number) =>
  `${wpm ? '/wpm' : ''}/dashboard/DashboardNews/newsDetails?id=${id}`;
