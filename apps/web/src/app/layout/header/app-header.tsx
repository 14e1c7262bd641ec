import { BookOutlined, MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { CONFIG_KEY, CONFIG_FLAG_ON, WPM_ROOT_PATH } from '@portal/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { profilePathFor } from '../../../lib/shell-rules/header-rules';
import { Brand } from '../../../lib/ui/brand';
import { LanguageSwitch } from '../../../lib/ui/language-switch';
import { useSession } from '../../../lib/session/session-store';
import { useShellUi } from '../shell-store';
import type { ShellData } from '../use-shell-data';
import { CartLink } from './cart-link';
import { HeaderClock } from './header-clock';
import { LogoutButton } from './logout-button';
import { MemberBadge } from './member-badge';
import { MessagesLink } from './messages-link';
import { PlatformLinks } from './platform-links';

const LIBRARY_PATH = '/dashboard/ProductLibrary';

/** Clock, cart, library, messages, platform switches, member, language, profile, logout. */
export function AppHeader({ data }: { data: ShellData }) {
  const { t } = useTranslation();
  const companyCode = useSession((state) => state.companyCode);
  const wpm = data.platform === 'wpm';
  const home = wpm ? WPM_ROOT_PATH : '/';
  const messagesHidden = data.settings[CONFIG_KEY.hideDashboardMessageMenu] === CONFIG_FLAG_ON;

  return (
    <header className="app-header">
      {data.mobile && (
        <Button
          type="text"
          // the drawer gives the focus back to it (mobile-drawer.tsx)
          className="header-icon drawer-opener"
          icon={<MenuOutlined aria-hidden />}
          aria-label={t('web.menu.open')}
          onClick={() => useShellUi.setState({ drawerOpen: true })}
        />
      )}
      <Brand to={home} />
      {!data.mobile && <HeaderClock />}
      <div className="header-actions">
        <CartLink />
        {!wpm && (
          <Link
            to={LIBRARY_PATH}
            className="header-icon"
            aria-label={t('web.header.library')}
            title={t('web.header.library')}
          >
            <BookOutlined className="header-icon-glyph" aria-hidden />
          </Link>
        )}
        {!wpm && !data.mobile && !messagesHidden && <MessagesLink />}
        <PlatformLinks compact={data.mobile} />
        <MemberBadge compact={data.mobile} />
        {/* a new language redraws this page in place, focus kept (WCAG 3.2.2) */}
        {!data.mobile && <LanguageSwitch />}
        <Link
          to={profilePathFor(companyCode)}
          className="header-icon"
          aria-label={t('web.header.profile')}
          title={t('web.header.profile')}
        >
          <SettingOutlined className="header-icon-glyph" aria-hidden />
        </Link>
        <LogoutButton />
      </div>
    </header>
  );
}
