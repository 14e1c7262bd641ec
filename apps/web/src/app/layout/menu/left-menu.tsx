import { LEFT_MENU_WIDTH_PX } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { leftMenu, sectionOf } from '../../../lib/menu/menu-rules';
import type { ShellData } from '../use-shell-data';
import { menuLabel } from './menu-items';
import { MenuList } from './menu-list';
import { useMenuActions } from './use-menu-actions';

/** The 190 px menu of the current section. */
export function LeftMenu({ data }: { data: ShellData }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const act = useMenuActions(data.index);
  const section = sectionOf(data.sections, pathname);
  const entries = leftMenu(section);
  if (!section || entries.length === 0) return null;
  return (
    <aside
      className="left-menu"
      style={{ width: LEFT_MENU_WIDTH_PX, flex: `0 0 ${LEFT_MENU_WIDTH_PX}px` }}
    >
      <nav aria-label={t('web.menu.left')}>
        <p className="left-menu-title">{menuLabel(section, t)}</p>
        <MenuList
          nodes={entries}
          origin="left"
          act={act}
          isDisabled={data.isDisabled}
          section={section}
        />
      </nav>
    </aside>
  );
}
