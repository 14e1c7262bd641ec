import { CONFIG_KEY, MENU_FLAG, type MenuNode } from '@portal/contract';
import { useMemo } from 'react';
import { useMenuConfig } from '../../features/system/api/menu-config';
import { useMenuTree } from '../../features/menu/api/menu-tree';
import { useAppStore } from '../../lib/app-store';
import { topMenu, visibleMenu } from '../../lib/menu/menu-rules';
import { useSession } from '../../lib/session/session-store';
import { INIT_SET_LOCKED_SECTIONS } from '../../lib/shell-rules/menu-names';
import { indexByPath } from './menu/menu-items';

/** The menu tree, menu settings and the flags the shell is drawn by. */
export function useShellData() {
  const platform = useAppStore((state) => state.platformName);
  const device = useAppStore((state) => state.device);
  const memberId = useSession((state) => state.memberId);
  const companyCode = useSession((state) => state.companyCode);
  const isInitSet = useSession((state) => state.member?.isInitSet ?? false);
  const tree = useMenuTree(platform, memberId);
  const config = useMenuConfig(companyCode);
  const settings = useMemo(() => config.data ?? {}, [config.data]);

  const menu = useMemo(() => visibleMenu(tree.data ?? [], settings), [tree.data, settings]);
  const index = useMemo(() => indexByPath(tree.data ?? []), [tree.data]);
  const isDisabled = useMemo(
    () => (_node: MenuNode, section: MenuNode | undefined) =>
      isInitSet && !!section && INIT_SET_LOCKED_SECTIONS.includes(section.name),
    [isInitSet],
  );

  return {
    platform,
    mobile: device === 'mobile',
    sections: topMenu(menu),
    index,
    settings,
    isDisabled,
    isNewMenu: settings[CONFIG_KEY.isNewMenu] === MENU_FLAG.on,
    menuLoading: tree.isPending && !tree.data,
  };
}

export type ShellData = ReturnType<typeof useShellData>;
