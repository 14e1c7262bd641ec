import {
  FileTextOutlined,
  GiftOutlined,
  QrcodeOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { MARKETPLACE_ONLY_COMPANY } from '@portal/contract';
import { useAppStore } from '../../lib/app-store';
import { useSession } from '../../lib/session/session-store';
import { profilePathFor } from '../../lib/shell-rules/header-rules';
import { ShortcutGrid, type ShortcutItem } from '../../shared/ui/shortcut-grid';

function shortcutsFor(wpm: boolean, companyCode: string): ShortcutItem[] {
  const base = wpm ? '/wpm' : '';
  const account =
    companyCode === MARKETPLACE_ONLY_COMPANY ? '/wpm/wtMyAccount' : `${base}/myAccount`;
  return [
    { to: `${base}/shopping/ShoppingMall`, label: 'web.page.ShoppingMall', icon: <ShopOutlined /> },
    {
      to: `${base}/shopping/ShoppingCart`,
      label: 'web.page.ShoppingCart',
      icon: <ShoppingCartOutlined />,
    },
    {
      to: wpm ? '/wpm/shopping/OrderHistory' : '/shopping/HistoryOrders',
      label: 'web.page.HistoryOrders',
      icon: <FileTextOutlined />,
    },
    { to: `${account}/MyEwallet`, label: 'web.page.MyEwallet', icon: <WalletOutlined /> },
    {
      to: `${base}/memberBenefit/BonusReport`,
      label: 'web.page.BonusReport',
      icon: <GiftOutlined />,
    },
    { to: profilePathFor(companyCode), label: 'web.page.PersonalProfile', icon: <UserOutlined /> },
    { to: wpm ? '/wpm/enroll' : '/enroll', label: 'web.page.enroll', icon: <QrcodeOutlined /> },
  ];
}

/** Quick links to the pages members use most. */
export function Shortcuts() {
  const wpm = useAppStore((state) => state.platformName) === 'wpm';
  const companyCode = useSession((state) => state.companyCode);
  return <ShortcutGrid titleKey="web.dashboard.shortcuts" items={shortcutsFor(wpm, companyCode)} />;
}
