import { preloadMemberFrame } from './member-frame';
import { PAGES } from './pages';
import { PUBLIC_ROUTES } from './public-routes';

/**
 * Starts loading the chunk of the public page the app opens on (the login page, mostly)
 * while the translations load, instead of after the first render.
 */
export function preloadFirstPage(pathname: string): void {
  const route = PUBLIC_ROUTES.find((r) => r.path === pathname);
  if (!route) return;
  // a failure is met again, and handled, when the page renders
  const page = PAGES[route.page].preload();
  // from the login page most visits go on to the member frame and the dashboard
  if (route.page === 'login') void page.then(preloadMemberFrame, () => undefined);
  else page.catch(() => undefined);
}
