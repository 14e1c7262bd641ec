import { DRAWER_WIDTH_PX } from '@portal/contract';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { HeaderLanguageSelect } from '../../../shared/ui/header-parts';
import { useShellUi } from '../shell-store';
import type { ShellData } from '../use-shell-data';
import { DrawerMenu } from './drawer-menu';

/** The header button that opens the drawer, where focus returns on close. */
const DRAWER_OPENER_CLASS = 'drawer-opener';
import { useMenuActions } from './use-menu-actions';

/** Mobile: the whole menu, grouped by section, in a 260 px left drawer (loaded only on phones). */
export default function MobileDrawer({ data }: { data: ShellData }) {
  const { t } = useTranslation();
  const open = useShellUi((state) => state.drawerOpen);
  const act = useMenuActions(data.index);
  return (
    <Drawer
      placement="left"
      size={DRAWER_WIDTH_PX}
      open={open}
      onClose={() => useShellUi.setState({ drawerOpen: false })}
      afterOpenChange={(opened) => {
        // closed with focus inside it (Escape, the close button): back to the header's opener
        const active = document.activeElement;
        if (!opened && (active === document.body || active?.closest('.mobile-drawer'))) {
          document.querySelector<HTMLElement>(`.${DRAWER_OPENER_CLASS}`)?.focus();
        }
      }}
      title={t('web.menu.title')}
      className="mobile-drawer"
      styles={{ body: { padding: 0 } }}
    >
      {/* near the top: on a phone the end of a long menu is a long scroll away */}
      <div className="drawer-language">
        {/* a new language redraws the page in place, focus kept (WCAG 3.2.2) */}
        <HeaderLanguageSelect />
      </div>
      <nav aria-label={t('web.menu.drawer')}>
        <DrawerMenu data={data} act={act} />
      </nav>
    </Drawer>
  );
}
