import { PAGE_PATHS, type PageCode, type PublicPage } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface PublicPageQuery {
  companyCode?: string;
  characterCoding?: string;
  platformName?: string;
}

export const publicPageKeys = {
  page: (pageCode: PageCode, query: PublicPageQuery, language: string) =>
    ['page', pageCode, query, language] as const,
};

/** GET /sys/page/:pageCode?companyCode&characterCoding&platformName */
export const fetchPublicPage = (pageCode: PageCode, query: PublicPageQuery) =>
  http.get<PublicPage>(PAGE_PATHS.page.replace(':pageCode', pageCode), { ...query });

export const usePublicPage = (pageCode: PageCode, query: PublicPageQuery, language: string) =>
  useQuery({
    queryKey: publicPageKeys.page(pageCode, query, language),
    queryFn: () => fetchPublicPage(pageCode, query),
    staleTime: 5 * 60_000,
  });
