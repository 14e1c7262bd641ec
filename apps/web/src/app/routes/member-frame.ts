import { lazyPage } from '../../lib/lazy/lazy-page';
import { PAGES } from './pages';

/** The member frame (header, menus, antd parts): not on the login page's critical path. */
export const ShellLayout = lazyPage<{ bare?: boolean }>(() =>
  import('../layout/shell-layout').then((m) => ({ default: m.ShellLayout })),
);

/** At the latest this long after the login page's chunk, the frame is fetched. */
const IDLE_LOAD_MS = 3_000;

/**
 * Fetches the member frame and the dashboard while the login page waits for the member, once
 * the browser is idle: the click on "log in" then waits for the server only, not for two more
 * chunks one after the other. A failure is met again, and handled, when they render.
 */
export function preloadMemberFrame(): void {
  const load = () => {
    void ShellLayout.preload().catch(() => undefined);
    void PAGES.systemIndex.preload().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(load, { timeout: IDLE_LOAD_MS });
  } else {
    setTimeout(load, IDLE_LOAD_MS);
  }
}
