import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentTeam, openPage, page } from '../../lib/test/open-page';

const ME = contentTeam('campaign:send');
const PREVIEW = {
  total: 42,
  sample: [
    { id: 1, loginName: 'demo', name: 'Dana Morgan', rankCode: '20', status: 10, country: 'US' },
  ],
  message: { category: 'system', title: 'Gold day', body: 'Hello\nsee you' },
  translations: [{ language: 'ms', title: 'Hari emas', body: 'Salam' }],
};
const ROW = {
  id: 3,
  companyCode: 'US',
  category: 'system',
  title: 'Gold day',
  languages: ['ms'],
  status: 'sending',
  total: 42,
  sent: 20,
  createdBy: 'operator:content',
  createdAt: '2026-12-06T04:00:00.000Z',
  finishedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('the campaigns page', () => {
  it('checks the audience, sends, and shows the progress', async () => {
    const { fetchMock } = await openPage('/campaigns', ME, {
      '/campaigns/preview': { data: PREVIEW },
      '/campaigns': (body) =>
        body ? { data: { ...ROW, status: 'queued', sent: 0 } } : page([ROW]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Message campaigns' }),
    ).toBeVisible();
    const row = (await screen.findByText('20 of 42')).closest('tr')!;
    expect(within(row).getByText('Sending')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Gold day' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello\nsee you' } });
    fireEvent.click(screen.getByRole('button', { name: /Other languages/ }));
    fireEvent.change(await screen.findByLabelText('Title in Malay'), {
      target: { value: 'Hari emas' },
    });
    fireEvent.change(screen.getByLabelText('Message in Malay'), { target: { value: 'Salam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the audience' }));
    expect(await screen.findByText('42 members match this audience now.')).toBeInTheDocument();
    expect(screen.getByText('Dana Morgan')).toBeInTheDocument();
    expect(screen.getByText('Malay: Hari emas')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send to 42 members' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Campaign 3 is on its way to 42 members.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/campaigns') && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent![1]!.body))).toEqual({
      audience: { companyCode: 'US', ranks: [], statuses: [], countries: [] },
      message: {
        category: 'system',
        title: 'Gold day',
        body: ['Hello', 'see you'],
        translations: { ms: { title: 'Hari emas', body: ['Salam'] } },
      },
    });
  });
});
