import type { TreeNode, TreePage } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/app-store';
import { mockApi, renderPage } from '../../lib/test/render-page';
import OrganizationPage from './organization-page';

const node = (id: number, parentId: number | null, level: number, over: Partial<TreeNode> = {}) =>
  ({
    id,
    parentId,
    side: parentId === null ? null : id % 2 ? 'R' : 'L',
    level,
    loginName: `member${id}`,
    name: `Member ${id}`,
    rank: '20',
    paidAsAward: '00',
    highestAward: '02',
    status: 10,
    active: true,
    joinedAt: '2026-01-05T00:00:00.000Z',
    pbv: '10.00',
    leftBv: '120.50',
    rightBv: '80.00',
    leftCount: 1,
    rightCount: 2,
    carryLeft: '1902.00',
    carryRight: '0.00',
    childCount: 0,
    shownChildren: 0,
    ...over,
  }) satisfies TreeNode;

// 1 on top; 2 (left) has a left child 4 whose two children are not loaded; 3 (right) has none
const PAGE: TreePage = {
  tree: 'placement',
  cycle: '2026-W48',
  asOf: false,
  factsAt: '2026-11-24T10:00:00.000Z',
  rootId: 1,
  upId: null,
  nodes: [
    node(1, null, 0, { childCount: 2, shownChildren: 2 }),
    node(2, 1, 1, { childCount: 1, shownChildren: 1 }),
    node(3, 1, 1),
    node(4, 2, 2, { childCount: 2 }),
  ],
};
const BELOW_4: TreePage = {
  ...PAGE,
  rootId: 4,
  upId: 2,
  nodes: [node(4, 2, 0, { childCount: 2 }), node(6, 4, 1), node(7, 4, 1)],
};
const CYCLES = { open: '2026-W48', closed: [] };

const api = () =>
  mockApi({
    'GET /mm/member/tree/placement/page': (call) => ({
      data: call.query.get('root') === '4' ? BELOW_4 : PAGE,
    }),
    'GET /mm/member/tree/placement/extreme': () => ({ data: { id: 4, depth: 2 } }),
    'GET /mm/member/tree/cycles': () => ({ data: CYCLES }),
  });

const open = () =>
  renderPage(
    <OrganizationPage titleKey="web.page.PlacementChat" />,
    '/dashboard/myOrganization/PlacementChat',
  );

const place = (key: string) =>
  document.querySelector<HTMLElement>(`.bt-node[data-key="${key}"]`)?.parentElement;

afterEach(() => {
  useAppStore.setState({ device: 'desktop' });
  vi.unstubAllGlobals();
});

describe('PlacementChat as a binary tree', { timeout: 60_000 }, () => {
  it('draws both legs side by side with open positions on the free sides', async () => {
    api();
    open();
    const tree = await screen.findByRole('tree', { name: 'Organization chart' });
    const top = within(tree).getByRole('treeitem', { name: 'member1 Member 1' });
    expect(top.getAttribute('aria-level')).toBe('1');
    expect(top.textContent).toContain('Left leg: 120.50 BV · 1 member');
    expect(top.textContent).toContain('Right leg: 80.00 BV · 2 members');
    expect(top.textContent).toContain('Rank: Gold');
    expect(top.textContent).toContain('Carried over (left / right): 1,902.00 BV / 0.00 BV');
    const left = within(tree).getByRole('treeitem', { name: 'member2 Member 2' });
    const right = within(tree).getByRole('treeitem', { name: 'member3 Member 3' });
    expect(left.getAttribute('aria-level')).toBe('2');
    expect(right.getAttribute('aria-level')).toBe('2');
    // the drawn cards: the left leg left of the right leg, on one row
    expect(parseFloat(place('m2')!.style.left)).toBeLessThan(parseFloat(place('m3')!.style.left));
    expect(place('m2')!.style.top).toBe(place('m3')!.style.top);
    // 2 has only a left child: its right slot is open; 3 has nobody: both are
    expect(within(tree).getAllByRole('treeitem', { name: 'Open position, Right' })).toHaveLength(2);
    expect(within(tree).getAllByRole('treeitem', { name: 'Open position, Left' })).toHaveLength(1);
    expect(screen.getAllByText('Open position').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
  });

  it('loads 4 more levels under a bottom card, from its button and from the keyboard', async () => {
    const calls = api();
    open();
    const tree = await screen.findByRole('tree', { name: 'Organization chart' });
    const deep = within(tree).getByRole('treeitem', { name: 'member4 Member 4' });
    expect(deep.getAttribute('aria-expanded')).toBe('false');
    // the keyboard: Left, Left to member 4, then Enter
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(tree.getAttribute('aria-activedescendant')).toBe(deep.id);
    expect(deep.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tree, { key: 'Enter' });
    await within(tree).findByRole('treeitem', { name: 'member6 Member 6' });
    expect(calls.sent('GET /mm/member/tree/placement/page').at(-1)?.query.get('root')).toBe('4');
    expect(deep.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(tree, { key: 'Home' });
    expect(tree.getAttribute('aria-activedescendant')).toBe(
      within(tree).getByRole('treeitem', { name: 'member1 Member 1' }).id,
    );
    // the card's own button folds what was loaded
    fireEvent.click(place('m4')!.querySelector('button')!);
    await waitFor(() =>
      expect(within(tree).queryByRole('treeitem', { name: 'member6 Member 6' })).toBeNull(),
    );
  });

  it('jumps to the bottom of the outer left and right legs', async () => {
    const calls = api();
    open();
    await screen.findByRole('tree', { name: 'Organization chart' });
    fireEvent.click(screen.getByRole('button', { name: 'Extreme left' }));
    await screen.findByText('Bottom of your outer left leg: member4, 2 levels down');
    expect(calls.sent('GET /mm/member/tree/placement/extreme')[0]?.query.get('side')).toBe('L');
    expect(calls.sent('GET /mm/member/tree/placement/page').at(-1)?.query.get('root')).toBe('4');
    const tree = screen.getByRole('tree', { name: 'Organization chart' });
    const bottom = within(tree).getByRole('treeitem', { name: 'member4 Member 4' });
    expect(tree.getAttribute('aria-activedescendant')).toBe(bottom.id);
    await waitFor(() => expect(document.activeElement).toBe(tree));
    expect(place('m4')!.firstElementChild?.className).toContain('is-focused');
    fireEvent.click(screen.getByRole('button', { name: 'Extreme right' }));
    await waitFor(() =>
      expect(calls.sent('GET /mm/member/tree/placement/extreme').at(-1)?.query.get('side')).toBe(
        'R',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to me' }));
    await within(screen.getByRole('tree')).findByRole('treeitem', { name: 'member1 Member 1' });
  });

  it('shows one leg at a time on a phone, with both legs totals', async () => {
    useAppStore.setState({ device: 'mobile' });
    const calls = api();
    open();
    await screen.findByRole('article', { name: 'member1 Member 1' });
    expect(screen.queryByRole('tree')).toBeNull();
    expect(screen.getByText('120.50 BV · 1 member')).toBeTruthy();
    expect(screen.getByText('80.00 BV · 2 members')).toBeTruthy();
    const leftList = screen.getByRole('list', { name: 'Members of the left leg' });
    expect(within(leftList).getByRole('button', { name: /member2/ })).toBeTruthy();
    fireEvent.click(screen.getByText('Right leg'));
    const rightList = await screen.findByRole('list', { name: 'Members of the right leg' });
    expect(within(rightList).getAllByText(/Open position/)).toHaveLength(2);
    fireEvent.click(within(rightList).getByRole('button', { name: /member3/ }));
    await waitFor(() =>
      expect(calls.sent('GET /mm/member/tree/placement/page').at(-1)?.query.get('root')).toBe('3'),
    );
  });
});
