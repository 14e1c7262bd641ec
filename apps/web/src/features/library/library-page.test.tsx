import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import LibraryPage from './library-page';

const DOC = {
  id: 7,
  category: 'business',
  kind: 'pdf',
  lang: 'en',
  title: 'Business starter kit',
  description: 'First steps',
  fileName: 'business-starter-kit.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  videoUrl: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const CATEGORIES = {
  lang: 'en',
  categories: [
    { code: 'product', count: 0 },
    { code: 'business', count: 1 },
    { code: 'training', count: 0 },
    { code: 'tools', count: 0 },
  ],
};
const page = (items: unknown[]) => ({
  lang: 'en',
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
});
const HOME = '/dashboard/ProductLibrary';

afterEach(() => vi.unstubAllGlobals());

describe('the library pages', () => {
  it('lists documents and sends the search text', async () => {
    const api = mockApi({
      'GET /bo/library/categories': () => ({ data: CATEGORIES }),
      'GET /bo/library/documents': (c) => ({ data: page(c.query.get('q') ? [] : [DOC]) }),
    });
    renderPage(<LibraryPage titleKey="web.page.ProductLibrary" />, HOME);
    expect(await screen.findByRole('link', { name: 'Business starter kit' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the library' }), {
      target: { value: 'nothing' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No documents match your search.')).toBeTruthy();
    expect(api.sent('GET /bo/library/documents').at(-1)!.query.get('q')).toBe('nothing');
  });

  it('shows a translated error with a retry when the list fails', async () => {
    let fail = true;
    mockApi({
      'GET /bo/library/categories': () => ({ data: CATEGORIES }),
      'GET /bo/library/documents': () =>
        fail
          ? { code: 500, data: { error: 'server' }, msg: 'System Error!' }
          : { data: page([DOC]) },
    });
    renderPage(<LibraryPage titleKey="web.page.ProductLibrary" />, HOME);
    expect(await screen.findByText('The library could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Business starter kit' })).toBeTruthy();
  });

  it('details: a document of another company is simply not found', async () => {
    mockApi({});
    renderPage(
      <LibraryPage titleKey="web.page.libraryDetails" params={{ view: 'details' }} />,
      `${HOME}/libraryDetails`,
      undefined,
      '?id=99',
    );
    expect(
      await screen.findByText('This document does not exist or is not available to you.'),
    ).toBeTruthy();
  });
});
