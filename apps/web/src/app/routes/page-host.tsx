import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../lib/ui/loading';
import { RouteErrorBoundary } from '../route-error';
import { PAGES } from './pages';
import type { PageRoute } from './route-types';

/** Renders a route's lazy page with its progress state and sets the document title. */
export function PageHost({ route }: { route: PageRoute }) {
  const { t } = useTranslation();
  const Page = PAGES[route.page];
  const title = t(route.title);
  const brand = t('web.brand');
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Page titleKey={route.title} params={route.props} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
