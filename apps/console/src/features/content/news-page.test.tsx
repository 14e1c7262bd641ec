import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentTeam, openPage, page } from '../../lib/test/open-page';

const ME = contentTeam('content:publish');

const ROW = {
  id: 7,
  companyCode: 'US',
  language: 'en',
  title: 'Spring kick-off',
  summary: 'Join us',
  imageUrl: null,
  pinned: true,
  publishAt: '2026-12-06T04:00:00.000Z',
  expireAt: null,
  withdrawnAt: null,
  state: 'scheduled',
  createdBy: 'operator:content',
};

afterEach(() => vi.unstubAllGlobals());

describe('the news page', () => {
  it('says when there is no news', async () => {
    await openPage('/news', ME, { '/news': page([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    expect(await screen.findByText('No news items yet.')).toBeInTheDocument();
  });

  it('lists items in business time and writes one on the business clock', async () => {
    const { fetchMock } = await openPage('/news', ME, {
      '/news': (body) => (body ? { data: { id: 8 } } : page([ROW])),
    });
    const row = (await screen.findByText('Spring kick-off')).closest('tr')!;
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row).getByText('2026-12-06 12:00 UTC+8')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Please fill this in.')).length).toBeGreaterThan(0);

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Winter' } });
    fireEvent.change(within(dialog).getByLabelText('Text'), {
      target: { value: 'Hello\n\tworld' },
    });
    fireEvent.change(within(dialog).getByLabelText('Publish time (UTC+8)'), {
      target: { value: '2026-12-24T09:30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('News item 8 saved.')).toBeInTheDocument();
    const create = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    await waitFor(() => expect(create).toBeDefined());
    expect(JSON.parse(String(create![1]!.body))).toMatchObject({
      companyCode: 'US',
      language: 'en',
      title: 'Winter',
      body: ['Hello', '  world'],
      publishAt: '2026-12-24T09:30:00+08:00',
      expireAt: null,
    });
  });
});
