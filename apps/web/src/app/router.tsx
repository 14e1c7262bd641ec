import { Suspense } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { Loading } from '../shared/ui/loading';
import { RedirectIfSignedIn, RequireAuth } from './guards/require-auth';
import { PlatformSync } from './guards/platform-sync';
import { PublicLayout } from './layout/public-layout';
import { RouteErrorBoundary } from './route-error';
import { MAIN_ROUTES } from './routes/main-routes';
import { ShellLayout } from './routes/member-frame';
import { PageHost } from './routes/page-host';
import { PUBLIC_ROUTES } from './routes/public-routes';
import { MEMBER_BENEFIT_PATH, REDIRECT_ROUTES } from './routes/redirect-routes';
import { MemberBenefitRedirect, RouteRedirect } from './routes/route-redirect';
import type { PageRoute } from './routes/route-types';
import { WPM_ROUTES } from './routes/wpm-routes';

const LOGIN_PATH = '/login';

function MemberFrame({ bare = false }: { bare?: boolean }) {
  return (
    <Suspense fallback={<Loading fullPage />}>
      <ShellLayout bare={bare} />
    </Suspense>
  );
}

function toRoute(route: PageRoute): RouteObject {
  const page = <PageHost route={route} />;
  return {
    path: route.path,
    element: route.path === LOGIN_PATH ? <RedirectIfSignedIn>{page}</RedirectIfSignedIn> : page,
  };
}

const memberRoutes = [...MAIN_ROUTES, ...WPM_ROUTES];

function Root() {
  return (
    <RouteErrorBoundary>
      <PlatformSync />
      <Outlet />
    </RouteErrorBoundary>
  );
}

/** Every route of spec "Public routes", "Main mode" and "Marketplace mode"; pages are lazy (one chunk per page module). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { element: <PublicLayout />, children: PUBLIC_ROUTES.map(toRoute) },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <MemberFrame />,
            children: [
              ...memberRoutes.filter((r) => r.frame === 'shell').map(toRoute),
              ...REDIRECT_ROUTES.map((r) => ({
                path: r.path,
                element: <RouteRedirect from={r.path} to={r.to} />,
              })),
              { path: MEMBER_BENEFIT_PATH, element: <MemberBenefitRedirect /> },
            ],
          },
          {
            element: <MemberFrame bare />,
            children: memberRoutes.filter((r) => r.frame === 'bare').map(toRoute),
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
