import { MAIN_ROUTES } from './main-routes';
import { PUBLIC_ROUTES } from './public-routes';
import { MEMBER_BENEFIT_PATH, REDIRECT_ROUTES } from './redirect-routes';
import { titleKey } from './route-helpers';
import { WPM_ROUTES } from './wpm-routes';

/** Titles of paths that group pages but are not pages themselves. */
const GROUP_TITLES: Array<[string, string]> = [
  [MEMBER_BENEFIT_PATH, titleKey('memberBenefit')],
  ['/memberBenefit/bnEstimatedBonus', titleKey('EstimatedBonus')],
  ['/wpm/myAccountNoLeft', titleKey('myAccount')],
  ['/wpm/myAccountNoLeft/shopping', titleKey('shopping')],
  ['/wpm/myAccountNoLeft/shopping/ShoppingMall', titleKey('ShoppingMall')],
  ['/wpm/shopping/HistoryOrders', titleKey('OrderHistory')],
];

/** Title key of every known path, for breadcrumbs and the document title. */
export const TITLE_BY_PATH: ReadonlyMap<string, string> = new Map([
  ...GROUP_TITLES,
  ...REDIRECT_ROUTES.map((r): [string, string] => [r.path, r.title]),
  ...[...PUBLIC_ROUTES, ...MAIN_ROUTES, ...WPM_ROUTES].map((r): [string, string] => [
    r.path,
    r.title,
  ]),
]);

/** Pages drawn in the full frame: the only ones the keep-alive outlet may cache. */
export const SHELL_PAGE_PATHS: ReadonlySet<string> = new Set(
  [...MAIN_ROUTES, ...WPM_ROUTES].filter((r) => r.frame === 'shell').map((r) => r.path),
);

/** Paths a breadcrumb may link to (pages and redirects). */
export const NAVIGABLE_PATHS: ReadonlySet<string> = new Set([
  MEMBER_BENEFIT_PATH,
  ...REDIRECT_ROUTES.map((r) => r.path),
  ...MAIN_ROUTES.map((r) => r.path),
  ...WPM_ROUTES.map((r) => r.path),
]);

/** '/a/b/c' → ['/a', '/a/b', '/a/b/c'] with their titles, skipping untitled steps. */
export function breadcrumbTrail(pathname: string): Array<{ path: string; title: string }> {
  const parts = pathname.split('/').filter(Boolean);
  return parts.flatMap((_, index) => {
    const path = `/${parts.slice(0, index + 1).join('/')}`;
    const title = TITLE_BY_PATH.get(path);
    return title ? [{ path, title }] : [];
  });
}
