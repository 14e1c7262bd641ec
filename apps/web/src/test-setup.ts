import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { useShellUi } from './app/layout/shell-store';
import { useAppStore } from './lib/app-store';
import { useCartStore } from './lib/cart/cart-store';
import { useServiceAvailability } from './lib/http/availability';
import { useSession } from './lib/session/session-store';

// vitest runs without globals, so Testing Library's automatic cleanup is wired here
afterEach(() => cleanup());

// the files of a worker share one module cache (isolate: false): what a file put in the app's
// stores (a platform, a session) is put back as the app starts, so the next file starts clean
const reset = <S>(store: { setState(state: S, replace: true): void; getInitialState(): S }) =>
  store.setState(store.getInitialState(), true);
afterAll(() => {
  reset(useShellUi);
  reset(useAppStore);
  reset(useCartStore);
  reset(useServiceAvailability);
  reset(useSession);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
