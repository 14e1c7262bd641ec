import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { RUN, autoship } from './autoship-fixtures';
import { AutoshipHistoryPage } from './history-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = () =>
  renderPage(
    <AutoshipHistoryPage titleKey="web.page.AutoOrderHistory" />,
    '/shopping/AutoOrder/History',
  );

/** The list answers `current` (the autoship as the last change left it). */
function manageApi(changes: Record<string, () => ReturnType<typeof autoship>> = {}) {
  let current = autoship();
  const routes: Record<string, () => { data: unknown }> = {
    'GET /omn/autoship/list': () => ({ data: { list: [current] } }),
    'GET /omn/autoship/runs/9': () => ({
      data: { list: [RUN], total: 1, pageNum: 1, pageSize: 10 },
    }),
  };
  for (const [key, next] of Object.entries(changes)) {
    routes[key] = () => {
      current = next();
      return { data: current };
    };
  }
  return mockApi(routes);
}

describe('AutoOrder History', { timeout: 60_000 }, () => {
  it('without an autoship, says so and leads to the autoship mall', async () => {
    mockApi({ 'GET /omn/autoship/list': () => ({ data: { list: [] } }) });
    open();
    expect(
      await screen.findByText('You have no autoship yet: set one up from the autoship mall.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up an autoship' })).toHaveAttribute(
      'href',
      '/shopping/AutoOrder/Mall',
    );
  });

  it("shows the next run and the runs, a failed run's reason and what to do", async () => {
    manageApi();
    open();
    expect(await screen.findByText('Autoship #9')).toBeInTheDocument();
    expect(screen.getByText('Every month on day 1')).toBeInTheDocument();
    expect(
      await screen.findByText('Payment Failed: the card has insufficient funds.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Make sure the card has enough funds/)).toBeInTheDocument();
    expect(screen.getByText('US2026110100042')).toBeInTheDocument();
  });

  it('skips the next run and says so', async () => {
    const api = manageApi({
      'POST /omn/autoship/skip/9': () => autoship({ nextRunDate: '2027-01-01' }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Skip next run' }));
    expect(await screen.findByText('The next run is skipped.')).toBeInTheDocument();
    expect(api.sent('POST /omn/autoship/skip/9')).toHaveLength(1);
    await waitFor(() => expect(api.sent('GET /omn/autoship/list').length).toBeGreaterThan(1));
  });

  it('cancels in one click after a confirmation, and says so on the page', async () => {
    const api = manageApi({
      'POST /omn/autoship/cancel/9': () =>
        autoship({ status: 'cancelled', nextRunDate: null, cancelledAt: '2026-11-21T02:00:00Z' }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel autoship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel autoship #9?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText(
        'This autoship is cancelled: nothing more will be ordered or charged.',
      ),
    ).toBeInTheDocument();
    expect(api.sent('POST /omn/autoship/cancel/9')).toHaveLength(1);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip next run' })).toBeNull();
  });

  it('changes the day of the month, for the next run', async () => {
    const api = manageApi({
      'POST /omn/autoship/update/9': () => autoship({ schedule: { kind: 'monthDay', day: 15 } }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Change schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the schedule' });
    fireEvent.change(within(dialog).getByLabelText('Day of the month'), {
      target: { value: '15' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
    expect(await screen.findByText('Every month on day 15')).toBeInTheDocument();
    expect(api.sent('POST /omn/autoship/update/9')[0]?.body).toEqual({
      schedule: { kind: 'monthDay', day: 15 },
    });
  });
});
