import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@portal/contract';
import { useSession } from '../../lib/session/session-store';
import { dashboardFixture } from '../../lib/test/dashboard-fixture';
import { mockApi, renderPage } from '../../lib/test/render-page';
import type * as I18n from '../../lib/i18n/i18n';
import SystemIndexPage from './system-index-page';

// the test kit carries every namespace's English: a chunk needs no catalogue loaded beside it
vi.mock('../../lib/i18n/i18n', async (original) => ({
  ...(await original<typeof I18n>()),
  withPageMessages: <T,>(load: () => Promise<T>) => load,
}));

const NEWS = {
  list: [1, 2, 3].map((id) => ({
    id,
    title: `News ${id}`,
    summary: 's',
    imageUrl: null,
    pinned: id === 1,
    publishedAt: '2026-11-20T02:00:00.000Z',
    language: 'en',
  })),
  total: 3,
  pageNum: 1,
  pageSize: 3,
};
const MESSAGES = {
  list: [
    {
      id: 7,
      type: 3,
      title: 'Hello',
      summary: 'x',
      createdAt: NEWS.list[0]!.publishedAt,
      read: false,
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 3,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ member: null, status: null });
});

/** The member info of login and currentUserInfo: rank and mustRebuyBV4Active of the standing. */
const member = (over: Partial<MemberInfo>): MemberInfo => ({
  memberId: 311,
  loginName: 'demo',
  userName: 'Dana Morgan',
  firstName: 'Dana',
  lastName: 'Morgan',
  companyCode: 'US',
  memberType: 'D',
  avatarImgUrl: '',
  status: 10,
  rankCode: '20',
  email: null,
  isWorldPlan: true,
  isFirstSetup: false,
  isInitSet: false,
  isNeedPwdPopup: false,
  mustRebuyBV4Active: 0,
  ...over,
});

describe('the dashboard', () => {
  it('a failing card shows its own error and retry while the others show their data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let newsUp = false;
    const api = mockApi({
      'GET /dashboard/news/page': () =>
        newsUp ? { data: NEWS } : { code: 500, data: { error: 'system' }, msg: 'System Error!' },
      'GET /api/messageCenter/page/messages': () => ({ data: MESSAGES }),
    });
    renderPage(<SystemIndexPage titleKey="web.page.SystemIndex" />, '/dashboard/SystemIndex');
    const messages = await screen.findByRole('region', { name: 'Latest messages' });
    expect(await within(messages).findByText('Hello')).toBeTruthy();
    expect(within(messages).getByText('Unread')).toBeTruthy();
    const news = screen.getByRole('region', { name: 'Latest news' });
    expect(await within(news).findByText('This card could not be loaded.')).toBeTruthy();

    newsUp = true;
    fireEvent.click(within(news).getByRole('button', { name: 'Try again' }));
    expect(await within(news).findByRole('link', { name: 'News 1' })).toBeTruthy();
    expect(within(news).getByText('Pinned')).toBeTruthy();
    // the card asks for the 3 latest only
    expect(api.sent('GET /dashboard/news/page').at(-1)!.query.get('pageSize')).toBe('3');
  });
});

describe('the welcome card', () => {
  it('names the rank and says whether the member is active for bonuses', () => {
    useSession.setState({ loginName: 'demo', status: 10, member: member({}) });
    mockApi({});
    renderPage(<SystemIndexPage titleKey="web.page.SystemIndex" />, '/dashboard/SystemIndex');
    // a name, not the code 20; the rank card below shows "Gold (20)" from the same standing
    expect(screen.getByTestId('welcome-rank').textContent).toBe('Gold');
    expect(screen.getByTestId('welcome-active').textContent).toBe('Active');
  });

  it('an account active by status but short of 50 BV says what is missing, not "Active"', () => {
    useSession.setState({
      loginName: 'wtdemo',
      status: 10,
      member: member({ loginName: 'wtdemo', rankCode: '10', mustRebuyBV4Active: 50 }),
    });
    mockApi({});
    renderPage(<SystemIndexPage titleKey="web.page.SystemIndex" />, '/dashboard/SystemIndex');
    expect(screen.getByTestId('welcome-rank').textContent).toBe('Silver');
    expect(screen.getByTestId('welcome-active').textContent).toBe(
      'Not active: 50.00 BV more needed in 30 days',
    );
    // the account status is a fact of its own, named as such
    expect(screen.getByText('Account status')).toBeTruthy();
  });
});

describe('the figures at the top', () => {
  const summary = (over = {}) => ({
    'GET /bo/dashboard/summary': () => ({ data: dashboardFixture(over) }),
  });

  it("shows the standing's legs, carries, PBV, rank, wallet and bonus in tiles", async () => {
    mockApi(summary());
    renderPage(<SystemIndexPage titleKey="web.page.SystemIndex" />, '/dashboard/SystemIndex');
    // the standing fixture: left 313.00 BV (86 members), right 106.00 BV, carry 1,902.00 / 0.00
    expect((await screen.findByTestId('tile-left-bv')).textContent).toBe('313.00 BV');
    expect(screen.getByTestId('tile-right-bv').textContent).toBe('106.00 BV');
    expect(screen.getByTestId('tile-line-carry-left').textContent).toBe('1,902.00 BV');
    expect(screen.getByTestId('tile-line-carry-right').textContent).toBe('0.00 BV');
    const pbv = screen.getByTestId('tile-pbv');
    expect(pbv.textContent).toBe('0.00 BV');
    expect(within(screen.getByTestId('tile-box-pbv')).getByText('Active')).toBeTruthy();
    expect(screen.getByTestId('tile-rank-name').textContent).toBe('Gold');
    expect(screen.getByText('Paid as None yet')).toBeTruthy();
    expect(screen.getByTestId('tile-next-award').textContent).toBe('Senior Star');
    expect(screen.getByText('500.00 BV of 2,000.00 BV')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Leg volume this cycle (right leg)' }),
    ).toBeTruthy();
    expect(screen.getByTestId('tile-line-wallet-bonus').textContent).toBe('$1,234.50');
    expect(screen.getByTestId('tile-bonus-now').textContent).toBe('$42.75');
    expect(screen.getByTestId('tile-bonus-last').textContent).toBe('$120.50');
    const autoship = screen.getByRole('region', { name: 'Next autoship' });
    expect(within(autoship).getByText('No autoship scheduled')).toBeTruthy();
    expect(within(autoship).getByRole('link').getAttribute('href')).toBe('/shopping/AutoOrder');
  });

  it('says what is missing to stay active; the marketplace has no autoship tile', async () => {
    mockApi(summary({ active: false, mustRebuyBV4Active: '50.00' }));
    renderPage(<SystemIndexPage titleKey="web.page.SystemIndex" />, '/wpm/dashboard/SystemIndex');
    await screen.findByTestId('tile-pbv');
    expect(screen.getByText('50.00 BV more to stay active')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Next autoship' })).toBeNull();
  });

  it('draws the last closed cycles with a y axis in money and BV, and a value per bar', async () => {
    mockApi(summary());
    renderPage(<SystemIndexPage titleKey="web.page.SystemIndex" />, '/dashboard/SystemIndex');
    const bonus = await screen.findByRole('img', { name: /bonus paid in 12 closed cycles/ });
    const ticks = within(screen.getByTestId('chart-bonus')).getAllByTestId('chart-tick');
    expect(ticks.length).toBeGreaterThan(2);
    expect(ticks.map((tick) => tick.textContent)).toContain('$0');
    expect(bonus.textContent).toContain('W49');
    expect(bonus.textContent).toContain('$120.50');
    const legs = screen.getByRole('img', { name: /left and right leg BV/ });
    expect(
      within(screen.getByTestId('chart-legs')).getAllByTestId('chart-tick')[0]!.textContent,
    ).toBe('0 BV');
    expect(legs.textContent).toContain('1,200.00');
    // every value in a table for screen readers
    const table = within(screen.getByTestId('chart-legs')).getByRole('table');
    const row = within(table).getByRole('rowheader', { name: '2026-W38' }).closest('tr')!;
    expect(row.textContent).toBe('2026-W38100.0040.00');
  });
});
