import type { TreeList, TreeNode, TreePage } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    leftCount: 3,
    rightCount: 2,
    carryLeft: '1902.00',
    carryRight: '0.00',
    childCount: 0,
    shownChildren: 0,
    ...over,
  }) satisfies TreeNode;

const PAGE: TreePage = {
  tree: 'placement',
  cycle: '2026-W48',
  asOf: false,
  factsAt: '2026-11-24T10:00:00.000Z',
  rootId: 1,
  upId: null,
  nodes: [
    node(1, null, 0, { childCount: 2, shownChildren: 2, leftCount: 1 }),
    node(2, 1, 1, { childCount: 1, shownChildren: 1 }),
    node(3, 1, 1),
    node(4, 2, 2, { childCount: 2 }),
  ],
};

const LIST: TreeList = {
  list: [
    {
      id: 4,
      loginName: 'member4',
      name: 'Member 4',
      rank: '20',
      status: 10,
      side: 'L',
      depth: 2,
      sponsorLogin: 'member1',
      joinedAt: '2026-01-05T00:00:00.000Z',
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 20,
};

const CYCLES = {
  open: '2026-W48',
  closed: [{ cycle: '2026-W47', closedAt: '2026-11-23T00:00:00Z' }],
};

// jsdom lays nothing out: give the chart's scroller and rows a size, so the virtualised list
// draws its first rows as a browser would
const realRect = Element.prototype.getBoundingClientRect;
const realClient = ['clientHeight', 'clientWidth'].map(
  (name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)] as const,
);
beforeEach(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, value: 600 });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, value: 800 });
  Element.prototype.getBoundingClientRect = function rect() {
    return {
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      bottom: 600,
      right: 800,
      width: 800,
      height: 600,
      toJSON() {},
    } as DOMRect;
  };
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = realRect;
  // back to jsdom's own getters
  for (const [name, descriptor] of realClient) {
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
  }
  vi.unstubAllGlobals();
});

describe('PlacementChat', { timeout: 60_000 }, () => {
  it('draws the cards with rank names and units, searches and jumps to a member', async () => {
    const api = mockApi({
      'GET /mm/member/tree/placement/page': (call) => ({
        data:
          call.query.get('root') === '4'
            ? { ...PAGE, rootId: 4, upId: 2, nodes: [node(4, 2, 0)] }
            : PAGE,
      }),
      'GET /mm/member/tree/placement/list': () => ({ data: LIST }),
      'GET /mm/member/tree/cycles': () => ({ data: CYCLES }),
    });
    renderPage(
      <OrganizationPage titleKey="web.page.PlacementChat" />,
      '/dashboard/myOrganization/PlacementChat',
    );
    // the binary chart's outline line of a card: what a screen reader reads of it
    const card = await screen.findByRole('treeitem', { name: 'member1 Member 1' });
    // names, not the spec's codes (20, 00, 02); every figure with its unit; "1 member"
    expect(card.textContent).toContain('Left leg: 120.50 BV · 1 member');
    expect(card.textContent).toContain('Right leg: 80.00 BV · 2 members');
    expect(card.textContent).toContain('Rank: Gold');
    expect(card.textContent).toContain('Paid-as award: None yet');
    expect(card.textContent).toContain('Highest award: Star');
    expect(card.textContent).toContain('Carried over (left / right): 1,902.00 BV / 0.00 BV');
    const search = screen.getByRole('searchbox', { name: 'Login name or name' });
    fireEvent.change(search, { target: { value: 'member4' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText('1 found');
    expect(api.sent('GET /mm/member/tree/placement/list').at(-1)?.query.get('q')).toBe('member4');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show in tree' })[0]!);
    await waitFor(() =>
      expect(api.sent('GET /mm/member/tree/placement/page').at(-1)?.query.get('root')).toBe('4'),
    );
    const up = await screen.findByRole('button', { name: 'Up one level' });
    await waitFor(() => expect(up).toHaveProperty('disabled', false));
  });

  it('shows the error of a refused load with a retry', async () => {
    let fail = true;
    mockApi({
      'GET /mm/member/tree/placement/page': () =>
        fail
          ? { code: 404, data: { error: 'treeNodeNotFound' }, msg: 'Not in your organization' }
          : { data: PAGE },
      'GET /mm/member/tree/cycles': () => ({ data: CYCLES }),
    });
    renderPage(
      <OrganizationPage titleKey="web.page.PlacementChat" />,
      '/dashboard/myOrganization/PlacementChat',
    );
    await screen.findByText('Not in your organization');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('treeitem', { name: 'member1 Member 1' });
  });
});

describe('DirectlyRecommend', { timeout: 60_000 }, () => {
  it('lists the personal sponsees and exports the same filter', async () => {
    const api = mockApi({
      'GET /mm/member/tree/sponsor/list': () => ({ data: LIST }),
      'GET /mm/member/tree/sponsor/list/export': () => ({ data: null }),
    });
    renderPage(
      <OrganizationPage titleKey="web.page.DirectlyRecommend" />,
      '/dashboard/myOrganization/DirectlyRecommend',
    );
    await screen.findByText('member4');
    // the rank by its name, not the code 20
    expect(screen.getByRole('cell', { name: 'Gold' })).toBeTruthy();
    expect(api.sent('GET /mm/member/tree/sponsor/list')[0]?.query.get('direct')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(api.sent('GET /mm/member/tree/sponsor/list/export')).toHaveLength(1),
    );
    expect(api.sent('GET /mm/member/tree/sponsor/list/export')[0]?.query.get('direct')).toBe(
      'true',
    );
  });
});
