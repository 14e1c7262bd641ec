import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { stubFetch } from '../../../lib/test/envelope-fetch';
import { renderApp } from '../../../lib/test/render-console';

const ME = {
  id: 1,
  loginName: 'sam',
  displayName: 'Sam Support',
  roles: ['custom'],
  permissions: ['home:view', 'member:view', 'member:unlock-pin', 'member:view-as'],
  companies: null,
};

const DETAIL = {
  member: {
    id: 77,
    loginName: 'bob',
    name: 'Bob Member',
    email: 'bob@example.com',
    phone: null,
    companyCode: 'US',
    status: 10,
    createdAt: new Date().toISOString(),
  },
  rank: null,
  sponsorLoginName: null,
  balances: [],
  recentOrders: [],
  downline: { sponsored: 0, placementLeft: 0, placementRight: 0 },
};

afterEach(() => vi.unstubAllGlobals());

describe('member actions', () => {
  it('shows only the actions the permissions allow, and unlocks a PIN with a reason', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/members/77': { data: DETAIL },
      '/members/77/pin-unlock': { data: { id: 77, wasLocked: true } },
    });
    await renderApp('/members/77');
    const unlock = await screen.findByRole('button', { name: 'Unlock PIN' });
    expect(screen.getByRole('button', { name: 'View as member' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send password reset' })).toBeNull();

    fireEvent.click(unlock);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'called in' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock PIN' }));
    expect(await within(dialog).findByText('The PIN is unlocked.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/console-api/members/77/pin-unlock');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'called in' });
  });
});
