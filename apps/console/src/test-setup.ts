import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd forms in jsdom are slow on a shared machine
// (in CI they run beside the server lane's tests; a file's first page loads its lazy route there)
configure({ asyncUtilTimeout: process.env.CI ? 20_000 : 8_000 });

// jsdom draws no canvas (the QR code): answer as a browser without a 2D context does
HTMLCanvasElement.prototype.getContext = (() =>
  null) as typeof HTMLCanvasElement.prototype.getContext;

// antd's responsive grid asks matchMedia, which jsdom lacks: a desktop screen
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom cannot style pseudo-elements (antd measures the scroll bar when a dialog opens)
const ownComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => ownComputedStyle(element);

// vitest runs without globals, so Testing Library's automatic cleanup is wired here
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
