import { MARKETPLACE_BOX } from '@portal/contract';
import { Suspense, useCallback } from 'react';
import CartLoader from '../../features/shop/cart-loader';
import { withPageMessages } from '../../lib/i18n/i18n';
import { lazyPage } from '../../lib/lazy/lazy-page';
import { useSession } from '../../lib/session/session-store';
import { MAIN_ID, SkipLink } from '../../shared/ui/skip-link';
import AntdScope from '../antd-scope';
import { SHELL_PAGE_PATHS } from '../routes/titles';
import { Breadcrumbs } from './breadcrumbs';
import { AppFooter } from './footer/app-footer';
import { AppHeader } from './header/app-header';
import { IdleWarning } from './idle-warning';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { LeftMenu } from './menu/left-menu';
import { TopMenu } from './menu/top-menu';
import { useShellUi } from './shell-store';
import { useSessionBootstrap } from './use-session-bootstrap';
import { useShellData } from './use-shell-data';

// parts most visits never show: loaded on demand, outside the first screens' budget
const MobileDrawer = lazyPage(() => import('./menu/mobile-drawer'));
const EnrollDialog = lazyPage(
  withPageMessages(() => import('../../features/registration/enroll-dialog')),
);
const PasswordSetupDialog = lazyPage(
  withPageMessages(() => import('../../features/member/password-setup-dialog')),
);

/**
 * The member frame. Desktop: header, top menu, breadcrumb, left menu (not with the new-menu
 * layout, not on `bare` pages), main area. Mobile: header and a left drawer.
 */
export function ShellLayout({ bare = false }: { bare?: boolean }) {
  useSessionBootstrap();
  const data = useShellData();
  const companyCode = useSession((state) => state.companyCode);
  const needsPassword = useSession((state) => state.isFirstSetup || state.isNeedPwdPopup);
  const enrollOpen = useShellUi((state) => state.enrollOpen);
  const wpm = data.platform === 'wpm';
  const isKept = useCallback(
    (path: string) =>
      !bare && SHELL_PAGE_PATHS.has(path) && (data.index.get(path)?.meta.keepAlive ?? true),
    [bare, data.index],
  );
  const showLeft = !bare && !data.mobile && !data.isNewMenu;
  const boxStyle = wpm
    ? { maxWidth: MARKETPLACE_BOX.widthPx, minHeight: MARKETPLACE_BOX.minHeightPx }
    : undefined;

  return (
    <AntdScope>
      <div
        className={`shell shell-${data.platform}`}
        data-device={data.mobile ? 'mobile' : 'desktop'}
      >
        <SkipLink />
        <AppHeader data={data} />
        {!data.mobile && <TopMenu data={data} />}
        <div className="shell-box" style={boxStyle}>
          {!data.mobile && <Breadcrumbs />}
          <div className="shell-body">
            {showLeft && <LeftMenu data={data} />}
            <main className="shell-main" id={MAIN_ID} tabIndex={-1}>
              <KeepAliveOutlet isKept={isKept} />
            </main>
          </div>
        </div>
        <AppFooter companyCode={companyCode} platform={data.platform} />
        <Suspense fallback={null}>
          {data.mobile && <MobileDrawer data={data} />}
          {enrollOpen && (
            <EnrollDialog open onClose={() => useShellUi.setState({ enrollOpen: false })} />
          )}
          {needsPassword && <PasswordSetupDialog />}
        </Suspense>
        <CartLoader />
        <IdleWarning />
      </div>
    </AntdScope>
  );
}
