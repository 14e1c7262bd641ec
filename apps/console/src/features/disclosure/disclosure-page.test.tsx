import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

const ADMIN = {
  id: 1,
  loginName: 'ada',
  displayName: 'Ada Admin',
  roles: ['admin'],
  permissions: ['home:view', 'report:view', 'disclosure:publish'],
  companies: ['US'],
};
const FINANCE = { ...ADMIN, roles: ['finance'], permissions: ['home:view', 'report:view'] };

const figures = (participants: number, median: string | null) => ({
  participants,
  shareBp: participants ? 5000 : 0,
  mean: median,
  median,
  p10: median === null ? null : '0',
  p90: median,
  max: median,
  total: median ?? '0',
  earnedNothing: 0,
  earnedNothingBp: 0,
});
const GROUPS = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].map((group) => ({
  group,
  ...figures(group === '00' || group === '02' ? 2 : 0, group === '02' ? '12345' : null),
}));
const STATEMENT = {
  id: 7,
  company: 'US',
  currency: 'USD',
  minorUnit: 2,
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  lastEntryId: '4321',
  takenAt: '2026-01-05T02:00:00.000Z',
  cycles: 52,
  overall: { ...figures(4, '12345'), shareBp: 10000 },
  groups: GROUPS,
  generatedBy: 'ada',
  generatedAt: '2026-01-05T02:00:00.000Z',
  published: false,
  publishedBy: null,
  publishedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('the income disclosure page', () => {
  it('shows the server refusing a period, then generates a statement and publishes it', async () => {
    startSession('tok');
    let published = false;
    const fetchMock = stubFetch({
      '/auth/me': { data: ADMIN },
      '/disclosures': (body) =>
        body === undefined
          ? { data: { company: 'US', statements: [] } }
          : (body as { endDate: string }).endDate < (body as { startDate: string }).startDate
            ? {
                code: 422,
                data: { error: 'disclosurePeriodOrder' },
                msg: 'The period ends before it starts.',
              }
            : { data: STATEMENT },
      '/disclosures/7': { data: { ...STATEMENT, published } },
      '/disclosures/7/publish': () => {
        published = true;
        return {
          data: { ...STATEMENT, published, publishedBy: 'ada', publishedAt: STATEMENT.takenAt },
        };
      },
    });
    await renderApp('/disclosure');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Income disclosure statement' }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Income disclosure' })).toBeInTheDocument();
    expect(await screen.findByText(/No statement has been generated/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2025-10-01' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2025-09-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('The period ends before it starts.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2025-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Statement generated.')).toBeInTheDocument();
    expect(await screen.findByText(/Taken at ledger entry 4321/)).toBeInTheDocument();
    expect(screen.getAllByText('123.45 USD').length).toBeGreaterThan(0);
    expect(screen.getByText('Star')).toBeInTheDocument();
    expect(screen.getByText('All participants')).toBeInTheDocument();
    expect(screen.getByText('How these figures were computed')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/disclosures') && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent.at(-1)![1]!.body))).toEqual({
      company: 'US',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    // the confirmation's own button
    await screen.findByText(/A published statement cannot be withdrawn/);
    fireEvent.click(screen.getAllByRole('button', { name: 'Publish' }).at(-1)!);
    expect(await screen.findByText('Statement published.')).toBeInTheDocument();
  });

  it('lets report:view read statements without generating or publishing', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': { data: FINANCE },
      '/disclosures': {
        data: {
          company: 'US',
          statements: [
            {
              id: 7,
              startDate: '2025-01-01',
              endDate: '2025-12-31',
              lastEntryId: '4321',
              takenAt: STATEMENT.takenAt,
              generatedBy: 'ada',
              generatedAt: STATEMENT.generatedAt,
              published: true,
              publishedAt: STATEMENT.takenAt,
            },
          ],
        },
      },
      '/disclosures/7': { data: { ...STATEMENT, published: true } },
    });
    await renderApp('/disclosure?company=US&id=7');
    expect(await screen.findByText(/Taken at ledger entry 4321/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.getAllByText('Published').length).toBeGreaterThan(0);
  });
});
