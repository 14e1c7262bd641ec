import type { MenuNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  findNode,
  isNoActionMenu,
  leftMenu,
  sectionOf,
  topMenu,
  trailOf,
  visibleMenu,
} from './menu-rules';

const node = (
  name: string,
  path: string,
  children: MenuNode[] = [],
  meta: Partial<MenuNode['meta']> = {},
): MenuNode => ({
  name,
  path,
  meta: {
    showName: `menu.${name}`,
    leaf: children.length === 0,
    show: true,
    position: 'left',
    keepAlive: true,
    ...meta,
  },
  children,
});

const TREE: MenuNode[] = [
  node(
    'dashboard',
    '/dashboard',
    [
      node('SystemIndex', '/dashboard/SystemIndex', [], { show: false, position: 'hidden' }),
      node('DashboardMessage', '/dashboard/DashboardMessage'),
      node('myOrganization', '/dashboard/myOrganization', [
        node('PlacementChat', '/dashboard/myOrganization/PlacementChat'),
        node('SecretChart', '/dashboard/myOrganization/SecretChart', [], { show: false }),
      ]),
    ],
    { position: 'top' },
  ),
  node('shopping', '/shopping', [node('ShoppingMall', '/shopping/ShoppingMall')], {
    position: 'top',
  }),
  node('hiddenSection', '/hidden', [], { position: 'top', show: false }),
];

describe('menu rules', () => {
  it('keeps only entries whose show flag is true, at every depth', () => {
    const menu = visibleMenu(TREE);
    expect(menu.map((n) => n.name)).toEqual(['dashboard', 'shopping']);
    const dashboard = menu[0]!;
    expect(dashboard.children.map((n) => n.name)).toEqual(['DashboardMessage', 'myOrganization']);
    expect(dashboard.children[1]!.children.map((n) => n.name)).toEqual(['PlacementChat']);
  });

  it('hides the dashboard messages entry when hide.dashboardMessage.menu is Y', () => {
    const hidden = visibleMenu(TREE, { 'hide.dashboardMessage.menu': 'Y' });
    expect(hidden[0]!.children.map((n) => n.name)).toEqual(['myOrganization']);
    const shown = visibleMenu(TREE, { 'hide.dashboardMessage.menu': 'N' });
    expect(shown[0]!.children.map((n) => n.name)).toContain('DashboardMessage');
  });

  it('finds sections, left entries and trails by path', () => {
    const menu = visibleMenu(TREE);
    expect(topMenu(menu).map((n) => n.name)).toEqual(['dashboard', 'shopping']);
    const section = sectionOf(menu, '/dashboard/myOrganization/PlacementChat');
    expect(section?.name).toBe('dashboard');
    expect(sectionOf(menu, '/dashboardX')).toBeUndefined();
    expect(leftMenu(section).map((n) => n.name)).toEqual(['DashboardMessage', 'myOrganization']);
    expect(trailOf(menu, '/dashboard/myOrganization/PlacementChat').map((n) => n.name)).toEqual([
      'dashboard',
      'myOrganization',
      'PlacementChat',
    ]);
    expect(findNode(TREE, '/dashboard/SystemIndex')?.meta.keepAlive).toBe(true);
  });

  it('names the top-menu entries that do nothing when clicked', () => {
    for (const name of [
      'myOrganization',
      'myPromotion',
      'AutoOrder',
      'PointsShop',
      'ewalletControl',
    ]) {
      expect(isNoActionMenu(name)).toBe(true);
    }
    expect(isNoActionMenu('dashboard')).toBe(false);
  });
});
