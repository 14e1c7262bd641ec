import type { MenuNode } from '@portal/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchExternalWalletUrl } from '../../../features/system/api/external-wallet-url';
import { isNoActionMenu } from '../../../lib/menu/menu-rules';
import { ENROLL_MENU, EXTERNAL_WALLET_MENU } from '../../../lib/shell-rules/menu-names';
import { useShellUi } from '../shell-store';

export type MenuOrigin = 'top' | 'left' | 'drawer';

async function openExternalWallet() {
  // open the tab now, inside the click, so no pop-up blocker stops it
  const tab = window.open('', '_blank');
  try {
    const url = await fetchExternalWalletUrl();
    if (tab && url) {
      tab.opener = null;
      tab.location.href = url;
    } else tab?.close();
  } catch {
    tab?.close();
  }
}

/** What clicking a menu entry does: navigate, open the QR dialog or the wallet site, or nothing. */
export function useMenuActions(index: Map<string, MenuNode>) {
  const navigate = useNavigate();
  return useCallback(
    (path: string, origin: MenuOrigin) => {
      const node = index.get(path);
      if (origin === 'top' && node && isNoActionMenu(node.name)) return;
      useShellUi.setState({ drawerOpen: false });
      if (node?.name === ENROLL_MENU) {
        useShellUi.setState({ enrollOpen: true });
        return;
      }
      if (node?.name === EXTERNAL_WALLET_MENU) {
        void openExternalWallet();
        return;
      }
      navigate(path);
    },
    [index, navigate],
  );
}
