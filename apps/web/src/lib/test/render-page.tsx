/**
 * Test kit of the page tests (vitest, jsdom): renders a page with the shell's providers and
 * English catalogue, and stubs the API with envelope answers. Test-only: never imported by the app.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { FeedbackProvider, type FeedbackHost } from '../feedback/feedback';
import { AntdFeedbackHost } from '../feedback/feedback-host';

// antd forms in jsdom are slow on a shared 2-core machine: waits get more than 1 s
// (in CI they run beside the server lane's tests; a file's first page loads its lazy route there)
configure({ asyncUtilTimeout: process.env.CI ? 20_000 : 8_000 });

/** Every shipped English message, as the server's catalogue gives them to the app. */
const modules = import.meta.glob<Record<string, string>>(
  '../../../../../packages/contract/locales/en/*.json',
  { eager: true, import: 'default' },
);

function englishI18n() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    resources: { en: { translation: Object.assign({}, ...Object.values(modules)) } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return i18n;
}

/** antd's responsive grid and tables ask matchMedia, which jsdom lacks: a desktop screen. */
function stubMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
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

/** antd's text areas and tables watch their size with ResizeObserver, which jsdom lacks. */
function stubResizeObserver() {
  if (typeof globalThis.ResizeObserver === 'function') return;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** jsdom cannot style pseudo-elements (antd measures the scroll bar when a dialog opens). */
function ignorePseudoElementStyles() {
  if ((window.getComputedStyle as { pseudoIgnored?: true }).pseudoIgnored) return;
  const own = window.getComputedStyle.bind(window);
  window.getComputedStyle = Object.assign((element: Element) => own(element), {
    pseudoIgnored: true as const,
  });
}

/**
 * antd's styles go to a detached element, not the document. jsdom matches every rule of every
 * style sheet on each getComputedStyle, and Testing Library asks it for every ancestor of every
 * element a role query names: with antd's sheets in the document that was two thirds of the
 * page tests' CPU. Nothing in jsdom lays out, so the sheets decide nothing a test can see except
 * display and visibility, which antd sets inline where it matters (closed dialogs, motion).
 */
const antdStyles = document.createElement('div');

const Bare = ({ children }: { children: ReactNode }) => children;
const TestFeedbackHost: FeedbackHost = ({ onReady }) => (
  <AntdFeedbackHost onReady={onReady} scope={Bare} />
);
const loadTestFeedbackHost = () => Promise.resolve(TestFeedbackHost);

/** Shows where the app went, so a test can check a navigation. */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders a page at `path` with the providers the shell gives it. */
export function renderPage(
  ui: ReactNode,
  path: string,
  /** router state the page is opened with (e.g. the transfer result) */
  state?: unknown,
  /** the address's query, e.g. `?orderNo=US2026…` */
  search?: string,
) {
  stubMatchMedia();
  stubResizeObserver();
  ignorePseudoElementStyles();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={englishI18n()}>
        <StyleProvider container={antdStyles}>
          <FeedbackProvider loadHost={loadTestFeedbackHost}>
            <MemoryRouter initialEntries={[{ pathname: path, search, state }]}>
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={<WhereAmI />} />
              </Routes>
            </MemoryRouter>
          </FeedbackProvider>
        </StyleProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

export interface Reply {
  code?: number;
  data?: unknown;
  msg?: string;
}
export interface Call {
  key: string;
  body: unknown;
  query: URLSearchParams;
  headers: Record<string, string>;
}
type Handler = (call: Call) => Reply;

/**
 * Stubs fetch with envelope answers keyed by 'METHOD /path' (below the API base); every
 * call is recorded with its query and headers, so a test can check what was sent.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const parsed = new URL(url, 'http://portal.test');
    const path = parsed.pathname.replace(/^\/frontend-server/, '');
    const call: Call = {
      key: `${init.method ?? 'GET'} ${path}`,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      query: parsed.searchParams,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = routes[call.key];
    const reply = handler
      ? handler(call)
      : { code: 404, data: { error: 'notFound' }, msg: 'Not found' };
    const envelope = {
      code: reply.code ?? 0,
      data: reply.data ?? null,
      msg: reply.msg ?? 'success',
    };
    return new Response(JSON.stringify(envelope), {
      status: envelope.code === 0 ? 200 : envelope.code,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, sent: (key: string) => calls.filter((c) => c.key === key) };
}
