import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '@portal/contract';
import { useSession } from '../../lib/session/session-store';
import { mockApi, renderPage } from '../../lib/test/render-page';
import SystemIndexPage from './system-index-page';

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
