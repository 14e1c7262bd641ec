import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentTeam, openPage, page } from '../../lib/test/open-page';

const ME = contentTeam('content:publish');
const ROW = {
  id: 7,
  companyCode: 'US',
  category: 'training',
  kind: 'pdf',
  lang: 'en',
  title: 'Starter guide',
  description: '',
  fileName: 'starter.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  videoUrl: null,
  createdAt: '2026-12-06T04:00:00.000Z',
  state: 'published',
  withdrawnAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('the library page', () => {
  it('lists documents and withdraws one', async () => {
    const { fetchMock } = await openPage('/library', ME, {
      '/library': page([ROW]),
      '/library/7/withdraw': { data: { ...ROW, state: 'withdrawn' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Member library' })).toBeVisible();
    const row = (await screen.findByText('Starter guide')).closest('tr')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('starter.pdf (PDF, 2.0 KB)')).toBeInTheDocument();
    expect(within(row).getByText('2026-12-06 12:00 UTC+8')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('“Starter guide” is withdrawn: members no longer see it.'),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/library/7/withdraw') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it("says so when there is nothing, and shows the server's refusal of a link", async () => {
    const { fetchMock } = await openPage('/library', ME, {
      '/library': (body) =>
        body
          ? {
              code: 422,
              data: { error: 'libraryFileInvalid' },
              msg: 'The library does not take this file.',
            }
          : page([]),
    });
    expect(await screen.findByText('No documents here yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload a document' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('A video link'));
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Clip' } });
    fireEvent.change(within(dialog).getByLabelText('Video link'), {
      target: { value: 'https://video.example/w' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText('The library does not take this file.'),
    ).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent![1]!.body))).toMatchObject({
      companyCode: 'US',
      title: 'Clip',
      videoUrl: 'https://video.example/w',
      published: true,
    });
  });
});
