import type { MenuNode } from '@portal/contract';
import { useCallback, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isNoActionMenu } from '../../../lib/menu/menu-rules';
import type { ShellData } from '../use-shell-data';
import { MenuList } from './menu-list';
import { useMenuActions, type MenuOrigin } from './use-menu-actions';

/**
 * The sections with their entries as drop-downs; NO_ACTION_TOP_MENU titles do nothing.
 * One drop-down is open at a time, and it closes once an entry is chosen or on Escape,
 * so it never stays over the breadcrumb, the left menu and the title. By keyboard, Arrow
 * Down opens a section and enters it; Tab moves from section to section.
 */
export function TopMenu({ data }: { data: ShellData }) {
  const { t } = useTranslation();
  const act = useMenuActions(data.index);
  const [open, setOpen] = useState<string | null>(null);

  const choose = useCallback(
    (path: string, origin: MenuOrigin) => {
      const node = data.index.get(path);
      // a title that only opens its children keeps its drop-down open
      if (!(node && isNoActionMenu(node.name))) setOpen(null);
      act(path, origin);
    },
    [act, data.index],
  );

  const itemProps = (node: MenuNode) => ({
    className: open === node.path ? 'menu-open' : undefined,
    onMouseEnter: () => setOpen(node.path),
    onMouseLeave: () => setOpen((current) => (current === node.path ? null : current)),
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) {
        setOpen((current) => (current === node.path ? null : current));
      }
    },
    onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => {
      if (event.key === 'Escape' && open === node.path) {
        event.stopPropagation();
        setOpen(null);
        // back to the section's own entry, which stays visible
        event.currentTarget.querySelector<HTMLElement>('.menu-link')?.focus();
      } else if (event.key === 'ArrowDown' && open !== node.path) {
        // focus alone never opens a drop-down: Tab walks the sections, not their ~70 entries
        event.preventDefault();
        setOpen(node.path);
        const item = event.currentTarget;
        // into the first entry once the drop-down is drawn
        setTimeout(
          () =>
            item
              .querySelector<HTMLElement>(
                ':scope > .menu-list a.menu-link, :scope > .menu-list button.menu-link',
              )
              ?.focus(),
          0,
        );
      }
    },
  });

  return (
    <nav aria-label={t('web.menu.top')} className="top-menu">
      <MenuList
        nodes={data.sections}
        origin="top"
        act={choose}
        isDisabled={data.isDisabled}
        withIcons
        itemProps={itemProps}
      />
    </nav>
  );
}
