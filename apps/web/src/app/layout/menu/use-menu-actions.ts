import type { MenuNode } from '@portal/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isNoActionMenu } from '../../../lib/menu/menu-rules';
import { ENROLL_MENU, EXTERNAL_WALLET_MENU } from '../../../lib/shell-rules/menu-names';
import { useFeedback } from '../../../lib/feedback/feedback';
import { externalWalletUrlQuery } from '../../../shared/api/external-wallet-url';
import { useShellUi } from '../shell-store';

export type MenuOrigin = 'top' | 'left' | 'drawer';

/** The same toast key as the HTTP client's, so a failure is announced once. */
const FAILURE_TOAST_KEY = 'http-network-error';

async function openExternalWallet(queryClient: QueryClient, onFailure: () => void) {
  // open the tab now, inside the click, so no pop-up blocker stops it
  const tab = window.open('', '_blank');
  try {
    // the wallet page's entry when it has one: the address is a web address (safeWebUrl)
    const url = await queryClient.fetchQuery(externalWalletUrlQuery());
    if (tab && url) {
      tab.opener = null;
      tab.location.href = url;
    } else tab?.close();
  } catch {
    tab?.close();
    // the shared query is quiet (the wallet page asks ahead); this click was the member's
    onFailure();
  }
}

/** What clicking a menu entry does: navigate, open the QR dialog or the wallet site, or nothing. */
export function useMenuActions(index: Map<string, MenuNode>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { t } = useTranslation();
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
        void openExternalWallet(queryClient, () =>
          message.error({ key: FAILURE_TOAST_KEY, content: t('error.server') }),
        );
        return;
      }
      navigate(path);
    },
    [index, navigate, queryClient, message, t],
  );
}
