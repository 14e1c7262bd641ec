import { MARKETPLACE_ONLY_COMPANY, WPM_ROOT_PATH, isWpmPath } from '@portal/contract';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { landingPath, loginPathFor } from '../../lib/session/redirect';
import { isSignedIn, useSession } from '../../lib/session/session-store';

/** Spec 4: no token → /login?redirect={path}. WT has no main platform: it goes to /wpm. */
export function RequireAuth() {
  const location = useLocation();
  const signedIn = useSession(isSignedIn);
  const companyCode = useSession((state) => state.companyCode);
  if (!signedIn) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (companyCode === MARKETPLACE_ONLY_COMPANY && !isWpmPath(location.pathname)) {
    return <Navigate to={WPM_ROOT_PATH} replace />;
  }
  return <Outlet />;
}

/**
 * A signed-in member who opens /login goes to / (spec "States and transitions"); right after logging in, to the
 * page the login was asked for.
 */
export function RedirectIfSignedIn({ children }: { children: React.ReactNode }) {
  const signedIn = useSession(isSignedIn);
  const companyCode = useSession((state) => state.companyCode);
  const [params] = useSearchParams();
  if (!signedIn) return children;
  return <Navigate to={landingPath(params.get('redirect'), companyCode)} replace />;
}
