import type { MenuNode } from '@portal/contract';
import type { HTMLAttributes, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isNoActionMenu } from '../../../lib/menu/menu-rules';
import { menuIcon } from './menu-icons';
import { drawnChildren, menuLabel } from './menu-items';
import type { MenuOrigin } from './use-menu-actions';

export interface MenuListProps {
  nodes: MenuNode[];
  origin: MenuOrigin;
  act: (path: string, origin: MenuOrigin) => void;
  isDisabled: (node: MenuNode, section: MenuNode | undefined) => boolean;
  section?: MenuNode;
  withIcons?: boolean;
  /** Extra attributes of the first level's items (the top menu opens one drop-down at a time). */
  itemProps?: (node: MenuNode) => HTMLAttributes<HTMLLIElement>;
}

const within = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/** Nested lists of plain links: keyboard and screen-reader friendly, nothing to load. */
export function MenuList(props: MenuListProps) {
  const { nodes, origin, act, isDisabled, section, withIcons, itemProps } = props;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ul className={`menu-list menu-${origin}`}>
      {nodes.map((node) => {
        const owner = section ?? node;
        const children = drawnChildren(node);
        const label = menuLabel(node, t);
        const icon = withIcons ? <span aria-hidden>{menuIcon(node.meta.icon)}</span> : null;
        const disabled = isDisabled(node, owner);
        const active = within(pathname, node.path);
        const click = (event: MouseEvent) => {
          event.preventDefault();
          act(node.path, origin);
        };
        let entry;
        if (disabled) {
          entry = (
            <span className="menu-link menu-disabled" aria-disabled="true">
              {icon}
              {label}
            </span>
          );
        } else if (origin === 'top' && children.length > 0 && isNoActionMenu(node.name)) {
          entry = (
            <button type="button" className="menu-link menu-group" aria-haspopup="true">
              {icon}
              {label}
            </button>
          );
        } else {
          entry = (
            <a
              href={node.path}
              className={active ? 'menu-link menu-active' : 'menu-link'}
              aria-current={pathname === node.path ? 'page' : undefined}
              onClick={click}
            >
              {icon}
              {label}
            </a>
          );
        }
        const extra = itemProps?.(node) ?? {};
        const classes = ['menu-item', children.length > 0 ? 'has-children' : '', extra.className];
        return (
          <li key={node.path} {...extra} className={classes.filter(Boolean).join(' ')}>
            {entry}
            {children.length > 0 && (
              <MenuList
                nodes={children}
                origin={origin}
                act={act}
                isDisabled={isDisabled}
                section={owner}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
