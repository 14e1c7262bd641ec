import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import LibraryPage from './library-page';

const VIDEO = {
  id: 8,
  category: 'training',
  kind: 'video',
  lang: 'en',
  title: 'Welcome to the portal',
  description: 'A short tour',
  fileName: 'welcome.webm',
  contentType: 'video/webm',
  sizeBytes: 4096,
  videoUrl: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const FILE = '/frontend-server/bo/library/documents/8/file';

/** The API stub, with the video's file answered as the server does (an attachment). */
function mockVideo(file: () => Response) {
  const api = mockApi({ 'GET /bo/library/documents/8': () => ({ data: VIDEO }) });
  const envelopes = globalThis.fetch;
  const fetchMock = vi.fn((url: string, init: RequestInit) =>
    new URL(url, 'http://portal.test').pathname === FILE
      ? Promise.resolve(file())
      : envelopes(url, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:video-8' }));
  URL.revokeObjectURL = vi.fn();
  return { api, fetchMock };
}

const renderDetails = () =>
  renderPage(
    <LibraryPage titleKey="web.page.libraryDetails" params={{ view: 'details' }} />,
    '/dashboard/ProductLibrary/libraryDetails',
    undefined,
    '?id=8',
  );

afterEach(() => vi.unstubAllGlobals());

describe('the library video player', () => {
  it('plays a stored video with the browser controls, the download kept below', async () => {
    const { fetchMock } = mockVideo(
      () =>
        new Response(new Blob([new Uint8Array(16)], { type: 'video/webm' }), {
          headers: {
            'content-type': 'video/webm',
            'content-disposition': 'attachment; filename="welcome.webm"',
          },
        }),
    );
    renderDetails();
    const player = await screen.findByLabelText('Video: Welcome to the portal');
    expect(player.tagName).toBe('VIDEO');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.getAttribute('src')).toBe('blob:video-8');
    expect(screen.getByRole('button', { name: /Download/ })).toBeTruthy();
    // the file was asked with the session headers, not saved as a download
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/file'))!;
    expect(Object.keys((init as RequestInit).headers ?? {})).toContain('token');
  });

  it('says so when the video cannot be loaded, and still offers the download', async () => {
    mockVideo(
      () =>
        new Response(JSON.stringify({ code: 500, data: { error: 'server' }, msg: 'x' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderDetails();
    expect(
      await screen.findByText('The video could not be loaded. You can still download it.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Video: Welcome to the portal')).toBeNull();
    expect(screen.getByRole('button', { name: /Download/ })).toBeTruthy();
  });
});
