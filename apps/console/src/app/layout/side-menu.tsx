import {
  UserSwitchOutlined,
  AuditOutlined,
  BookOutlined,
  GiftOutlined,
  AppstoreOutlined,
  InboxOutlined,
  BarChartOutlined,
  LineChartOutlined,
  CalculatorOutlined,
  ContainerOutlined,
  FileProtectOutlined,
  PictureOutlined,
  SendOutlined,
  NotificationOutlined,
  HomeOutlined,
  PartitionOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ConsolePermission } from '@portal/contract';
import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useCan } from '../../shared/operator';

interface Item {
  path: string;
  label: string;
  icon: ReactNode;
  permission: ConsolePermission;
}

const ITEMS: Item[] = [
  { path: '/', label: 'consoleApp.nav.home', icon: <HomeOutlined />, permission: 'home:view' },
  {
    path: '/withdrawals',
    label: 'consoleApp.nav.withdrawals',
    icon: <WalletOutlined />,
    permission: 'withdrawal:view',
  },
  {
    path: '/batches',
    label: 'consoleBatches.nav',
    icon: <ContainerOutlined />,
    permission: 'withdrawal:view',
  },
  {
    path: '/adjustments',
    label: 'consoleAdjustments.nav',
    icon: <CalculatorOutlined />,
    permission: 'adjustment:create',
  },
  {
    path: '/members',
    label: 'consoleApp.nav.members',
    icon: <TeamOutlined />,
    permission: 'member:view',
  },
  {
    path: '/orders',
    label: 'consoleOrders.nav',
    icon: <ShoppingCartOutlined />,
    permission: 'order:view',
  },
  {
    path: '/catalogue',
    label: 'consoleCatalogue.nav',
    icon: <AppstoreOutlined />,
    permission: 'catalogue:edit',
  },
  {
    path: '/stock',
    label: 'consoleStock.nav',
    icon: <InboxOutlined />,
    permission: 'stock:adjust',
  },
  {
    path: '/placement',
    label: 'consolePlacement.nav',
    icon: <PartitionOutlined />,
    permission: 'placement:move',
  },
  {
    path: '/news',
    label: 'consoleContent.nav',
    icon: <NotificationOutlined />,
    permission: 'content:publish',
  },
  {
    path: '/carousel',
    label: 'consoleContent.carousel.nav',
    icon: <PictureOutlined />,
    permission: 'content:publish',
  },
  {
    path: '/library',
    label: 'consoleLibrary.nav',
    icon: <BookOutlined />,
    permission: 'content:publish',
  },
  {
    path: '/promotions',
    label: 'consolePromotions.nav',
    icon: <GiftOutlined />,
    permission: 'promotion:manage',
  },
  {
    path: '/campaigns',
    label: 'consoleCampaigns.nav',
    icon: <SendOutlined />,
    permission: 'campaign:send',
  },
  {
    path: '/audit',
    label: 'consoleApp.nav.audit',
    icon: <AuditOutlined />,
    permission: 'audit:view',
  },
  {
    path: '/cycles',
    label: 'consoleCycles.nav.cycles',
    icon: <BarChartOutlined />,
    permission: 'cycle:view',
  },
  {
    path: '/ledger',
    label: 'consoleCycles.nav.ledger',
    icon: <SafetyCertificateOutlined />,
    permission: 'ledger:verify',
  },
  {
    path: '/operators',
    label: 'consoleOperators.nav',
    icon: <UserSwitchOutlined />,
    permission: 'operator:manage',
  },
  {
    path: '/settings',
    label: 'consoleSettings.nav',
    icon: <SettingOutlined />,
    permission: 'company:settings',
  },
  {
    path: '/disclosure',
    label: 'consoleDisclosure.nav',
    icon: <FileProtectOutlined />,
    permission: 'report:view',
  },
  {
    path: '/reports',
    label: 'consoleReports.nav',
    icon: <LineChartOutlined />,
    permission: 'report:view',
  },
];

/** The sections the operator's permissions open; the others are not shown. */
export function SideMenu() {
  const { t } = useTranslation();
  const can = useCan();
  const { pathname } = useLocation();
  const items = ITEMS.filter((item) => can(item.permission));
  const selected = items.find((item) =>
    item.path === '/' ? pathname === '/' : pathname.startsWith(item.path),
  );
  return (
    <nav aria-label={t('consoleApp.nav.label')}>
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={selected ? [selected.path] : []}
        items={items.map((item) => ({
          key: item.path,
          icon: item.icon,
          label: <Link to={item.path}>{t(item.label)}</Link>,
        }))}
      />
    </nav>
  );
}
