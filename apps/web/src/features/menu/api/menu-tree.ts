import { MENU_CALLS, type MenuTree, type Platform } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { menuKeys } from './keys';
import { STORAGE, readJson, writeJson } from '../../../lib/session/cookies';

/** GET /sys/menu/tree?platform: the tree is kept as `localRouter` (spec "Entities and their fields"). */
export async function fetchMenuTree(platform: Platform): Promise<MenuTree> {
  const tree = await callApi(MENU_CALLS.tree, { query: { platform } });
  writeJson(STORAGE.localRouter, tree);
  return tree;
}

export const useMenuTree = (platform: Platform, memberId: number | null) =>
  useQuery({
    queryKey: menuKeys.tree(platform, memberId),
    queryFn: () => fetchMenuTree(platform),
    enabled: memberId !== null,
    placeholderData: () => readJson<MenuTree>(STORAGE.localRouter),
    staleTime: Infinity,
  });
