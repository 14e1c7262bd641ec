import { BookOutlined, MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { CONFIG_KEY, CONFIG_FLAG_ON, WPM_ROOT_PATH } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { profilePathFor } from '../../../lib/shell-rules/header-rules';
import { Brand } from '../../../shared/ui/brand';
import { HeaderLanguageSelect } from '../../../shared/ui/header-parts';
import { useSession } from '../../../lib/session/session-store';
import { useShellUi } from '../shell-store';
import type { ShellData } from '../use-shell-data';
import { CartLink } from './cart-link';
import { HeaderAction, useLabelledHeader } from './header-action';
import { HeaderClock } from './header-clock';
import { LogoutButton } from './logout-button';
import { MemberBadge } from './member-badge';
import { MessagesLink } from './messages-link';
import { PlatformSwitch } from './platform-switch';

const LIBRARY_PATH = '/dashboard/ProductLibrary';

/** Clock, cart, library, messages, platform switch, member, language, settings, logout. */
export function AppHeader({ data }: { data: ShellData }) {
  const { t } = useTranslation();
  const companyCode = useSession((state) => state.companyCode);
  const labelled = useLabelledHeader() && !data.mobile;
  const wpm = data.platform === 'wpm';
  const home = wpm ? WPM_ROOT_PATH : '/';
  const messagesHidden = data.settings[CONFIG_KEY.hideDashboardMessageMenu] === CONFIG_FLAG_ON;

  return (
    <header className="app-header">
      {data.mobile && (
        <button
          type="button"
          // the drawer gives the focus back to it (mobile-drawer.tsx)
          className="header-icon drawer-opener"
          aria-label={t('web.menu.open')}
          onClick={() => useShellUi.setState({ drawerOpen: true })}
        >
          <MenuOutlined className="header-icon-glyph" aria-hidden />
        </button>
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
        <PlatformSwitch labelled={labelled} />
        <MemberBadge compact={data.mobile} />
        {/* a new language redraws this page in place, focus kept (WCAG 3.2.2); on a phone
            the drawer holds it */}
        {!data.mobile && <HeaderLanguageSelect dark />}
        <HeaderAction
          to={profilePathFor(companyCode)}
          icon={<SettingOutlined />}
          label={t('web.header.settings')}
          labelled={labelled}
        />
        <LogoutButton labelled={labelled} />
      </div>
    </header>
  );
}
