import { useEffect, useRef } from 'react';
import { useAppStore } from '../../lib/app-store';
import { fetchWalletUnit } from '../../lib/session/after-login';
import { useSession } from '../../lib/session/session-store';
import { refetchStatusIfNeeded } from '../../features/member/api/current-status';
import { refreshMemberInfo } from '../../features/member/api/current-user-info';

/**
 * Once per page load of a signed-in member: refresh the member info (isInitSet, world-plan
 * flag), re-fetch the status where the rule allows, and ask for the wallet unit if unknown.
 */
export function useSessionBootstrap(): void {
  const token = useSession((state) => state.token);
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!token || done.current === token) return;
    done.current = token;
    void (async () => {
      try {
        const info = await refreshMemberInfo();
        const app = useAppStore.getState();
        await refetchStatusIfNeeded({
          platform: app.platformName,
          companyCode: info.companyCode,
          status: info.status,
        });
        if (!app.walletUnit) {
          useAppStore.setState({ walletUnit: await fetchWalletUnit(info.companyCode) });
        }
      } catch {
        // a 401 is handled by the client (time-out alert); the rest shows on the pages
      } finally {
        useAppStore.setState({ isFirstLoad: false });
      }
    })();
  }, [token]);
}
