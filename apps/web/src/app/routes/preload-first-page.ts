import { PAGES } from './pages';
import { PUBLIC_ROUTES } from './public-routes';

/**
 * Starts loading the chunk of the public page the app opens on (the login page, mostly)
 * while the translations load, instead of after the first render.
 */
export function preloadFirstPage(pathname: string): void {
  const route = PUBLIC_ROUTES.find((r) => r.path === pathname);
  // a failure is met again, and handled, when the page renders
  if (route) PAGES[route.page].preload().catch(() => undefined);
}
