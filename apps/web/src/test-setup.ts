import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { useShellUi } from './app/layout/shell-store';
import { useAppStore } from './lib/app-store';
import { useCartStore } from './lib/cart/cart-store';
import { useServiceAvailability } from './lib/http/availability';
import { useSession } from './lib/session/session-store';

// jsdom draws no canvas and says so on the console for each call (a QR code, a chart): answer as
// a browser without a 2D context does, with null, and keep the console for real errors
HTMLCanvasElement.prototype.getContext = (() =>
  null) as typeof HTMLCanvasElement.prototype.getContext;

// vitest runs without globals, so Testing Library's automatic cleanup is wired here
afterEach(() => cleanup());

// the files of a worker share one module cache (isolate: false): what a file put in the app's
// stores (a platform, a session) is put back as the app starts, so the next file starts clean
const reset = <S>(store: { setState(state: S, replace: true): void; getInitialState(): S }) =>
  store.setState(store.getInitialState(), true);
afterAll(async () => {
  cleanup();
  // React's scheduler may still hold work the last unmount queued (on setImmediate): let it run
  // while the window exists. Left queued, it ran after jsdom was torn down and failed the run
  // with 'window is not defined' (CI rehearsal, 2026-11-25, organization-page.test.tsx)
  for (let turn = 0; turn < 3; turn += 1) await new Promise((done) => setTimeout(done, 0));
  reset(useShellUi);
  reset(useAppStore);
  reset(useCartStore);
  reset(useServiceAvailability);
  reset(useSession);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
