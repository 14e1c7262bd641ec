import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
