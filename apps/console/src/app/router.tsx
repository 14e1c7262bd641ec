import type { ConsolePermission } from '@portal/contract';
import { CONSOLE_APP_PATH } from '@portal/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SignInPage } from '../features/auth/sign-in-page';
import { ConsoleLayout } from './layout/console-layout';
import { NotFound, Permitted } from './layout/permitted';
import { RequireOperator } from './layout/require-operator';

const HomePage = lazy(() => import('../features/home/home-page'));
const WithdrawalsPage = lazy(() => import('../features/withdrawals/withdrawals-page'));
const MembersPage = lazy(() => import('../features/members/members-page'));
const MemberPage = lazy(() => import('../features/members/member-page'));
const OperatorsPage = lazy(() => import('../features/operators/operators-page'));
const AuditPage = lazy(() => import('../features/audit/audit-page'));
const BatchesPage = lazy(() => import('../features/batches/batches-page'));
const BatchPage = lazy(() => import('../features/batches/batch-page'));
const AdjustmentsPage = lazy(() => import('../features/adjustments/adjustments-page'));
const CyclesPage = lazy(() => import('../features/cycles/cycles-page'));
const CyclePage = lazy(() => import('../features/cycles/cycle-page'));
const LedgerPage = lazy(() => import('../features/cycles/ledger-page'));
const PlacementPage = lazy(() => import('../features/placement/placement-page'));
const SettingsPage = lazy(() => import('../features/settings/settings-page'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const OrderPage = lazy(() => import('../features/orders/order-page'));
const DisclosurePage = lazy(() => import('../features/disclosure/disclosure-page'));
const NewsPage = lazy(() => import('../features/content/news-page'));
const CarouselPage = lazy(() => import('../features/content/carousel-page'));
const CampaignsPage = lazy(() => import('../features/campaigns/campaigns-page'));
const ReportsPage = lazy(() => import('../features/reports/reports-page'));
const LibraryPage = lazy(() => import('../features/library/library-page'));
const PromotionsPage = lazy(() => import('../features/promotions/promotions-page'));
const CataloguePage = lazy(() => import('../features/catalogue/catalogue-page'));
const StockPage = lazy(() => import('../features/stock/stock-page'));

function page(Page: LazyExoticComponent<ComponentType>, permission: ConsolePermission) {
  return (
    <Permitted permission={permission}>
      <Page />
    </Permitted>
  );
}

export const ROUTES: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    path: '/',
    element: (
      <RequireOperator>
        <ConsoleLayout />
      </RequireOperator>
    ),
    children: [
      { index: true, element: page(HomePage, 'home:view') },
      { path: 'withdrawals', element: page(WithdrawalsPage, 'withdrawal:view') },
      { path: 'batches', element: page(BatchesPage, 'withdrawal:view') },
      { path: 'batches/:id', element: page(BatchPage, 'withdrawal:view') },
      { path: 'adjustments', element: page(AdjustmentsPage, 'adjustment:create') },
      { path: 'members', element: page(MembersPage, 'member:view') },
      { path: 'members/:id', element: page(MemberPage, 'member:view') },
      { path: 'placement', element: page(PlacementPage, 'placement:move') },
      { path: 'orders', element: page(OrdersPage, 'order:view') },
      { path: 'orders/:orderNo', element: page(OrderPage, 'order:view') },
      { path: 'catalogue', element: page(CataloguePage, 'catalogue:edit') },
      { path: 'stock', element: page(StockPage, 'stock:adjust') },
      { path: 'news', element: page(NewsPage, 'content:publish') },
      { path: 'carousel', element: page(CarouselPage, 'content:publish') },
      { path: 'campaigns', element: page(CampaignsPage, 'campaign:send') },
      { path: 'library', element: page(LibraryPage, 'content:publish') },
      { path: 'promotions', element: page(PromotionsPage, 'promotion:manage') },
      { path: 'audit', element: page(AuditPage, 'audit:view') },
      { path: 'cycles', element: page(CyclesPage, 'cycle:view') },
      { path: 'cycles/:company/:cycle', element: page(CyclePage, 'cycle:view') },
      { path: 'ledger', element: page(LedgerPage, 'ledger:verify') },
      { path: 'operators', element: page(OperatorsPage, 'operator:manage') },
      { path: 'settings', element: page(SettingsPage, 'company:settings') },
      { path: 'disclosure', element: page(DisclosurePage, 'report:view') },
      { path: 'reports', element: page(ReportsPage, 'report:view') },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createConsoleRouter() {
  return createBrowserRouter(ROUTES, { basename: CONSOLE_APP_PATH });
}
