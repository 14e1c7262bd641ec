import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import NewsPage from './news-page';

const DETAIL = '/dashboard/DashboardNews/newsDetails';
const ITEM = {
  id: 5,
  title: 'Big launch',
  html: '<p>Hello <strong>world</strong></p>',
  imageUrl: null,
  pinned: false,
  publishedAt: '2026-11-20T02:00:00.000Z',
  expiresAt: null,
  language: 'en',
};

afterEach(() => vi.unstubAllGlobals());

describe('the news pages', () => {
  it('lists the news, or says there is none', async () => {
    mockApi({
      'GET /dashboard/news/page': () => ({
        data: { list: [], total: 0, pageNum: 1, pageSize: 10 },
      }),
    });
    renderPage(<NewsPage titleKey="web.page.DashboardNews" />, '/dashboard/DashboardNews');
    expect(await screen.findByText('No news yet.')).toBeTruthy();
  });

  it('shows an item’s sanitized HTML', async () => {
    mockApi({ 'GET /dashboard/news/5': () => ({ data: ITEM }) });
    renderPage(<NewsPage titleKey="web.page.newsDetails" />, DETAIL, undefined, '?id=5');
    expect(await screen.findByRole('heading', { name: 'Big launch' })).toBeTruthy();
    expect(screen.getByText('world').tagName).toBe('STRONG');
  });

  it('an unknown id shows the not-found state', async () => {
    const api = mockApi({});
    renderPage(<NewsPage titleKey="web.page.newsDetails" />, DETAIL, undefined, '?id=77');
    expect(await screen.findByText(/does not exist/)).toBeTruthy();
    expect(api.sent('GET /dashboard/news/77')).toHaveLength(1);
  });

  it('a malformed id is never sent', async () => {
    const api = mockApi({});
    renderPage(<NewsPage titleKey="web.page.newsDetails" />, DETAIL, undefined, '?id=abc');
    expect(await screen.findByText(/does not exist/)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
