import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { drainReactWork } from './lib/test/drain-react';
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
  // React's scheduler may still hold work (the last unmount, a large page's render in slices):
  // it must run while the window exists, not after jsdom is torn down
  await drainReactWork();
  reset(useShellUi);
  reset(useAppStore);
  reset(useCartStore);
  reset(useServiceAvailability);
  reset(useSession);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
