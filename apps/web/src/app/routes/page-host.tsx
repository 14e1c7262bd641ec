import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../shared/ui/loading';
import { LazyAntdScope, preloadAntdScope } from '../lazy-antd-scope';
import { RouteErrorBoundary } from '../route-error';
import { PAGES } from './pages';
import type { PageKey, PageRoute } from './route-types';

/**
 * Public pages that draw no antd component: they paint without waiting for antd's code. Not the
 * silent login: its failure draws antd's Result and Button, which outside the theme came in
 * antd's default blue; and the member frame it leads to needs that code next anyway.
 */
const WITHOUT_ANTD = new Set<PageKey>(['login', 'redirect']);

/**
 * Renders a route's lazy page with its progress state and sets the document title. A public
 * page gets antd's theme and language here (the member frame brings its own), loaded beside the
 * page's chunk.
 */
export function PageHost({ route }: { route: PageRoute }) {
  const { t } = useTranslation();
  const Page = PAGES[route.page];
  const title = t(route.title);
  const brand = t('web.brand');
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
  const page = <Page titleKey={route.title} params={route.props} />;
  const needsScope = route.frame === 'public' && !WITHOUT_ANTD.has(route.page);
  if (needsScope) preloadAntdScope();
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Loading />}>
        {needsScope ? <LazyAntdScope fallback={<Loading />}>{page}</LazyAntdScope> : page}
      </Suspense>
    </RouteErrorBoundary>
  );
}
