import { PAGE_CALLS, type CallQuery, type PageCode } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { pageKeys } from './keys';

/** As read from the address: the server judges the values (an unknown company is a 400). */
export interface PublicPageQuery {
  companyCode?: string;
  characterCoding?: string;
  platformName?: string;
}

/** GET /sys/page/:pageCode?companyCode&characterCoding&platformName */
export const fetchPublicPage = (pageCode: PageCode, query: PublicPageQuery) =>
  callApi(PAGE_CALLS.page, {
    params: { pageCode },
    query: query as CallQuery<typeof PAGE_CALLS.page>,
  });

export const usePublicPage = (pageCode: PageCode, query: PublicPageQuery, language: string) =>
  useQuery({
    queryKey: pageKeys.publicPage(pageCode, query, language),
    queryFn: () => fetchPublicPage(pageCode, query),
    staleTime: 5 * 60_000,
  });
