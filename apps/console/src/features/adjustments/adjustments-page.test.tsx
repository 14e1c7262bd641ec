import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

const ME = {
  id: 1,
  loginName: 'ann',
  displayName: 'Ann Operator',
  roles: ['money'],
  permissions: ['home:view', 'adjustment:create', 'adjustment:approve'],
  companies: null,
};

const row = (id: number, preparedBy: string) => ({
  id,
  companyCode: 'US',
  memberId: 77,
  loginName: 'bob',
  account: 'bonus',
  amount: '250000',
  currency: 'USD',
  minorUnit: 2,
  reason: 'refund',
  status: 'pending',
  preparedBy,
  preparedAt: new Date().toISOString(),
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  journalId: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('wallet adjustments', () => {
  it("offers the decision only on another operator's request, and says a new one waits", async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/adjustments': (body) =>
        body
          ? { data: { ...row(3, 'ann'), amount: '-50000' } }
          : {
              data: { list: [row(1, 'ann'), row(2, 'carl')], total: 2, pageNum: 1, pageSize: 20 },
            },
    });
    await renderApp('/adjustments');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wallet adjustments' }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Adjustments' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Approve #2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve #1' })).toBeNull();
    expect(screen.getAllByText('2500.00 USD')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'New adjustment' }));
    const dialog = await screen.findByRole('dialog');
    // without member:view the member is typed as an id
    fireEvent.change(within(dialog).getByLabelText('Member'), { target: { value: '77' } });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '-500.00' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'typo' } });
    fireEvent.change(within(dialog).getByLabelText('Code from your authenticator'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      memberId: 77,
      account: 'bonus',
      amount: '-500.00',
      reason: 'typo',
      code: '123456',
    });
    expect(
      await screen.findByText("Adjustment #3 waits for a second operator's approval."),
    ).toBeInTheDocument();
  });
});
