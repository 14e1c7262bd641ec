import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { leftMenu, sectionOf } from '../../../lib/menu/menu-rules';
import type { ShellData } from '../use-shell-data';
import { menuIcon } from './menu-icons';
import { menuLabel } from './menu-items';
import { MenuList } from './menu-list';
import type { MenuOrigin } from './use-menu-actions';

interface Props {
  data: ShellData;
  act: (path: string, origin: MenuOrigin) => void;
}

/**
 * The phone menu grouped like the desktop one: each section folds open to its entries, one
 * section at a time, starting with the section of the current page.
 */
export function DrawerMenu({ data, act }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const baseId = useId();
  const [open, setOpen] = useState(() => sectionOf(data.sections, pathname)?.path ?? null);
  return (
    <ul className="menu-list menu-drawer">
      {data.sections.map((section, i) => {
        const entries = leftMenu(section);
        if (entries.length === 0) {
          return (
            <li key={section.path} className="menu-item">
              <MenuList nodes={[section]} origin="drawer" act={act} isDisabled={data.isDisabled} />
            </li>
          );
        }
        const expanded = open === section.path;
        const listId = `${baseId}-section-${i}`;
        return (
          <li key={section.path} className="menu-item drawer-section">
            <button
              type="button"
              className="menu-link drawer-toggle"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setOpen(expanded ? null : section.path)}
            >
              <span aria-hidden>{menuIcon(section.meta.icon)}</span>
              <span className="drawer-toggle-label">{menuLabel(section, t)}</span>
              <span aria-hidden>{expanded ? <DownOutlined /> : <RightOutlined />}</span>
            </button>
            <div id={listId} hidden={!expanded}>
              {expanded && (
                <MenuList
                  nodes={entries}
                  origin="drawer"
                  act={act}
                  isDisabled={data.isDisabled}
                  section={section}
                />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
