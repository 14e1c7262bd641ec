import { fetchCompanyInfo } from '../../features/system/api/company-info';
import { systemKeys } from '../../features/system/api/keys';
import { publicPageCompany } from '../layout/public-layout';
import { queryClient } from '../query-client';
import { preloadMemberFrame } from './member-frame';
import { PAGES } from './pages';
import { PUBLIC_ROUTES } from './public-routes';

/**
 * Starts loading the chunk of the public page the app opens on (the login page, mostly) and
 * its footer's company data before the first render, not after it: the footer's address is
 * often the login page's largest paint.
 */
export function preloadFirstPage(pathname: string, search = window.location.search): void {
  const route = PUBLIC_ROUTES.find((r) => r.path === pathname);
  if (!route) return;
  if (route.frame === 'public') {
    const company = publicPageCompany(new URLSearchParams(search));
    // the footer's own query, with its key: it finds the answer (or the request) in the cache
    void queryClient
      .prefetchQuery({
        queryKey: systemKeys.companyInfo(company),
        queryFn: () => fetchCompanyInfo(company),
        staleTime: Infinity,
      })
      .catch(() => undefined);
  }
  // a failure is met again, and handled, when the page renders
  const page = PAGES[route.page].preload();
  // from the login page most visits go on to the member frame and the dashboard
  if (route.page === 'login') void page.then(preloadMemberFrame, () => undefined);
  else page.catch(() => undefined);
}
