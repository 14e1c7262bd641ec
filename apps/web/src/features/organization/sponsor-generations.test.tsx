import type { SponsorGenerations as Answer, TreeList, TreeRow } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { SponsorGenerations } from './sponsor-generations';

const PATH = '/dashboard/myOrganization/SponsorChat';
const LEVELS = 'GET /mm/member/tree/sponsor/generations';
const LIST = 'GET /mm/member/tree/sponsor/list';
const CYCLES = {
  'GET /mm/member/tree/cycles': () => ({
    data: { open: '2026-W48', closed: [{ cycle: '2026-W47', closedAt: '2026-11-23T00:00:00Z' }] },
  }),
};

const ANSWER: Answer = {
  cycle: '2026-W48',
  asOf: false,
  factsAt: '2026-11-24T10:00:00.000Z',
  rank: '10',
  unilevelLevelsOpened: 3,
  more: false,
  levels: [
    { level: 1, members: 12, active: 7, pbv: '1234.50', opened: true },
    { level: 2, members: 40, active: 9, pbv: '80.00', opened: true },
    { level: 4, members: 3, active: 0, pbv: '0.00', opened: false },
  ],
};

const member = (id: number): TreeRow => ({
  id,
  loginName: `sponsee${id}`,
  name: `Sponsee ${id}`,
  rank: '20',
  status: 10,
  side: null,
  depth: 1,
  sponsorLogin: 'demo',
  joinedAt: '2026-01-05T00:00:00.000Z',
  active: id % 2 === 0,
});

const page = (pageNum: number): TreeList => ({
  list: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((i) => (pageNum - 1) * 10 + i + 1)
    .filter((id) => id <= 12)
    .map(member),
  total: 12,
  pageNum,
  pageSize: 10,
});

afterEach(() => vi.unstubAllGlobals());

describe('SponsorGenerations', { timeout: 60_000 }, () => {
  it('draws the levels with counts, BV and the opened unilevel levels', async () => {
    mockApi({ ...CYCLES, [LEVELS]: () => ({ data: ANSWER }) });
    renderPage(<SponsorGenerations />, PATH);
    const first = await screen.findByRole('row', { name: /Level 1/ });
    expect(first.textContent).toContain('12');
    expect(first.textContent).toContain('1,234.50 BV');
    expect(first.textContent).toContain('Unilevel level opened');
    const fourth = screen.getByRole('row', { name: /Level 4/ });
    expect(fourth.textContent).not.toContain('Unilevel level opened');
    expect(screen.getByText('Your rank Silver opens 3 unilevel levels.')).toBeTruthy();
  });

  it('opens a level to its members, paged by the server', async () => {
    const api = mockApi({
      ...CYCLES,
      [LEVELS]: () => ({ data: ANSWER }),
      [LIST]: (call) => ({ data: page(Number(call.query.get('pageNum') ?? '1')) }),
    });
    renderPage(<SponsorGenerations />, PATH);
    const first = await screen.findByRole('row', { name: /Level 1/ });
    fireEvent.click(within(first).getByRole('button'));
    const members = await screen.findByRole('region', { name: 'Members of level 1' });
    await within(members).findByText('sponsee1');
    const sent = api.sent(LIST)[0]!.query;
    expect([sent.get('level'), sent.get('pageNum'), sent.get('pageSize')]).toEqual([
      '1',
      '1',
      '10',
    ]);
    // rank by name, activity, the sponsor; never a leg
    expect(within(members).getAllByText('Gold').length).toBeGreaterThan(0);
    expect(within(members).getAllByText('Active').length).toBeGreaterThan(0);
    expect(members.textContent).not.toMatch(/Left|Right/);
    fireEvent.click(within(members).getByTitle('2'));
    await within(members).findByText('sponsee11');
    expect(api.sent(LIST).at(-1)?.query.get('pageNum')).toBe('2');
  });

  it('says so when the member has sponsored nobody', async () => {
    mockApi({ ...CYCLES, [LEVELS]: () => ({ data: { ...ANSWER, levels: [] } }) });
    renderPage(<SponsorGenerations />, PATH);
    await screen.findByText('You have not sponsored anyone yet.');
  });

  it('shows a refused load translated, with a retry', async () => {
    let fail = true;
    mockApi({
      ...CYCLES,
      [LEVELS]: () =>
        fail
          ? { code: 400, data: { error: 'treeCycleNoSnapshot' }, msg: 'no snapshot' }
          : { data: ANSWER },
    });
    renderPage(<SponsorGenerations />, PATH);
    await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /Level 1/ })).toBeTruthy());
  });
});
