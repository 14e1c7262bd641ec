import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentTeam, openPage, page } from '../../lib/test/open-page';

const ME = contentTeam('promotion:manage');
const ROW = {
  id: 4,
  companyCode: 'US',
  code: 'autumn-2026',
  kind: 'quarter',
  title: { en: 'Autumn push' },
  startsOn: '2026-09-01',
  endsOn: '2026-11-30',
  state: 'ended',
  settledAt: null,
  createdBy: 'operator:content',
  createdAt: '2026-08-20T04:00:00.000Z',
};
const TIERS = {
  promotion: ROW,
  metric: 'personalBv',
  minOrderBv: null,
  maxSpins: null,
  currency: 'USD',
  minorUnit: 2,
  tiers: [
    { index: 0, label: 'Bronze', target: 50, prize: { kind: 'ewallet', amountMinor: 500 } },
    { index: 1, label: 'Silver', target: 100, prize: { kind: 'points', points: 7 } },
  ],
  slots: [],
};
const WHO = {
  list: [
    {
      memberId: 9,
      loginName: 'dana',
      value: 101.5,
      tierIndex: 1,
      tierLabel: 'Silver',
      award: null,
    },
  ],
  total: 1,
  candidates: 3,
  pageNum: 1,
  pageSize: 20,
};

afterEach(() => vi.unstubAllGlobals());

describe('the promotions page', () => {
  it('shows the tiers and who qualifies, then settles with a reason and a code', async () => {
    const { fetchMock } = await openPage('/promotions', ME, {
      '/promotions': page([ROW]),
      '/promotions/4/tiers': { data: TIERS },
      '/promotions/4/qualifiers': { data: WHO },
      '/promotions/4/settle': {
        data: {
          promotion: { ...ROW, state: 'settled' },
          paid: [{ memberId: 9, tier: 'Silver', prize: '7 points', award: 'credited' }],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const row = (await screen.findByText('Autumn push')).closest('tr')!;
    expect(within(row).getByText('Ended, to settle')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Tiers and who qualifies' }));
    const detail = await screen.findByRole('dialog');
    expect(await within(detail).findByText('5.00 USD to the e-wallet')).toBeInTheDocument();
    expect(within(detail).getByText('7 points')).toBeInTheDocument();
    expect(
      await within(detail).findByText('1 qualify, of 3 members who took part in the window.'),
    ).toBeInTheDocument();
    expect(within(detail).getByText('dana')).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(row).getByRole('button', { name: 'Settle' }));
    const settle = (await screen.findByText('Settle “Autumn push”')).closest<HTMLElement>(
      '[role="dialog"]',
    )!;
    fireEvent.change(within(settle).getByLabelText('Reason'), {
      target: { value: 'quarter over' },
    });
    fireEvent.change(within(settle).getByLabelText('Code from your authenticator'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(settle).getByRole('button', { name: 'Settle' }));
    expect(
      await screen.findByText('Promotion autumn-2026 settled: 1 prize(s) paid by this settle.'),
    ).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/settle'));
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ reason: 'quarter over', code: '123456' });
  });

  it('says so when there is none', async () => {
    await openPage('/promotions', ME, {
      '/promotions': page([]),
    });
    expect(await screen.findByText('No promotions yet.')).toBeInTheDocument();
  });
});
