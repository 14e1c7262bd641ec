import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MAIN_ROUTES } from '../../apps/web/src/app/routes/main-routes';
import { PUBLIC_ROUTES } from '../../apps/web/src/app/routes/public-routes';
import type { PageRoute } from '../../apps/web/src/app/routes/route-types';
import { WPM_ROUTES } from '../../apps/web/src/app/routes/wpm-routes';

/** The standard we hold: WCAG 2.0, 2.1 and 2.2, levels A and AA (docs/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Desktop and phone widths of the scan. */
export const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

/**
 * A toast fading in or out is half transparent for a moment: its contrast then is no state the
 * member reads, and scanning it made journey p1 flaky. A settled toast is still scanned.
 */
const TOASTS_IN_MOTION = [
  '.ant-message-fade-appear',
  '.ant-message-fade-enter',
  '.ant-message-fade-leave',
];

/** Serious and critical violations of the WCAG rules, one line each, empty when clean. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // only violations are read: axe then returns one node of each pass, not every node of the
  // page, which was most of what it sent back over the DevTools protocol
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of TOASTS_IN_MOTION) axe.exclude(selector);
  const results = await axe.options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Routes that draw nothing of their own, so there is nothing to scan: they only forward
 * (redirect/*) or need a one-time ticket and then forward (silent logins, journey c2).
 */
const NOTHING_TO_SCAN = new Set(['redirect', 'silentLogin']);

/** Query a page needs to show its real content. */
const QUERY: Partial<Record<string, string>> = { publicPage: '?companyCode=US' };

/**
 * One route per page module and platform, straight from the route table: a page added later
 * joins the scan by itself. Routes sharing a module and platform draw the same page.
 */
function distinctRoutes(routes: PageRoute[]): PageRoute[] {
  const seen = new Set<string>();
  const kept: PageRoute[] = [];
  for (const route of routes) {
    const key = `${route.page}|${route.frame}|${JSON.stringify(route.props ?? {})}`;
    if (NOTHING_TO_SCAN.has(route.page) || route.path.includes('*') || seen.has(key)) continue;
    seen.add(key);
    kept.push(route);
  }
  return kept;
}

const pathsOf = (routes: PageRoute[]) =>
  routes.map((route) => route.path + (QUERY[route.page] ?? ''));

/**
 * The marketplace draws the main platform's page modules under its own theme. Its own modules
 * are scanned, and of the shared ones a sample of each kind (dashboard, cards, a form, a list,
 * a settings page) for the theme's colours: scanning each twice cost the CI budget ~4 minutes.
 */
const WPM_THEME_SAMPLE = new Set([
  'systemIndex',
  'walletHome',
  'transfer',
  'bankAccounts',
  'securitySetting',
]);
const mainModules = new Set(MAIN_ROUTES.map((route) => route.page));

export const PUBLIC_PAGES = pathsOf(distinctRoutes(PUBLIC_ROUTES));
export const MAIN_PAGES = pathsOf(distinctRoutes(MAIN_ROUTES));
export const WPM_PAGES = pathsOf(
  distinctRoutes(WPM_ROUTES).filter(
    (route) => !mainModules.has(route.page) || WPM_THEME_SAMPLE.has(route.page),
  ),
);
