import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { applyPlatform, platformForNavigation } from '../../lib/platform/platform';
import { isSignedIn, useSession } from '../../lib/session/session-store';

interface RedirectState {
  redirectedFrom?: string;
}

/** Resolves the platform on every navigation (contract rule) and keeps it in its cookie. */
export function PlatformSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession(isSignedIn);
  const companyCode = useSession((state) => state.companyCode);
  const redirectedFrom = (location.state as RedirectState | null)?.redirectedFrom ?? null;

  useEffect(() => {
    const decision = platformForNavigation(location.pathname, redirectedFrom);
    applyPlatform(decision.platform);
    if (decision.redirectTo && signedIn) navigate(decision.redirectTo, { replace: true });
  }, [location.pathname, redirectedFrom, signedIn, companyCode, navigate]);

  return null;
}
