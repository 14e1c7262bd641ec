import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  createMemoryRouter,
  useLocation,
} from 'react-router-dom';
import { i18n, initI18n } from '../i18n';

/**
 * antd's styles go to a detached element: jsdom matches every rule of every sheet on each
 * getComputedStyle, and role queries ask it for every ancestor (the member web app's finding).
 */
const antdStyles = document.createElement('div');

/** Where the router is: a test reads it to see a redirect. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

/** Renders a page of the console at `path`, in English, with a fresh query cache. */
export async function renderConsole(path: string, routes: Record<string, ReactNode>) {
  if (!i18n.isInitialized) await initI18n('en');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <StyleProvider container={antdStyles}>
          <AntdApp>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                {Object.entries(routes).map(([route, element]) => (
                  <Route key={route} path={route} element={element} />
                ))}
              </Routes>
              <Where />
            </MemoryRouter>
          </AntdApp>
        </StyleProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** Renders the console's real routes at `path`; `router.state.location` tells where it went. */
export async function renderApp(path: string) {
  if (!i18n.isInitialized) await initI18n('en');
  const { ROUTES } = await import('../../app/router');
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <StyleProvider container={antdStyles}>
          <AntdApp>
            <RouterProvider router={router} />
          </AntdApp>
        </StyleProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
