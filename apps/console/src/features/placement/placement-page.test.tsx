import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

// a role of its own: placement only, so the members are typed as ids (no member search)
const ME = {
  id: 3,
  loginName: 'sam',
  displayName: 'Sam Support',
  roles: ['mover'],
  permissions: ['home:view', 'placement:move'],
  companies: null,
};

const FROM = { parentId: 2, parentLogin: 'pmA', side: 'L' };
const TO = { parentId: 9, parentLogin: 'pmB1', side: 'L' };
const PREVIEW = {
  member: { id: 5, loginName: 'pmA1' },
  from: FROM,
  to: TO,
  commonAncestor: { id: 1, loginName: 'pmRoot', fromLeg: 'L', toLeg: 'R' },
  losing: ['pmA'],
  gaining: ['pmB1', 'pmB'],
  memberBv: '12345',
  cycle: '2026-W48',
};

afterEach(() => vi.unstubAllGlobals());

describe('the placement page', () => {
  it('checks a move, shows what it changes, then moves with a reason and a code', async () => {
    startSession('tok');
    const fetchMock = stubFetch({
      '/auth/me': { data: ME },
      '/placements/preview': { data: PREVIEW },
      '/placements': { data: { member: PREVIEW.member, from: FROM, to: TO } },
    });
    await renderApp('/placement');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Move in the placement tree' }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Placement' })).toBeInTheDocument();
    expect(screen.getByText(/Choose a member, a new parent and a side/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Member'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('New parent'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the move' }));

    expect(await screen.findByText('Under pmB1 (9), Left side')).toBeInTheDocument();
    expect(screen.getByText('Under pmA (2), Left side')).toBeInTheDocument();
    expect(screen.getByText(/in the right leg instead of the left leg/)).toBeInTheDocument();
    expect(screen.getByText('123.45 BV')).toBeInTheDocument();
    const previewCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/preview'));
    expect(JSON.parse(String(previewCall![1]!.body))).toEqual({
      memberId: 5,
      parentId: 9,
      side: 'L',
    });

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'wrong leg' } });
    fireEvent.change(screen.getByLabelText(/code/i), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('pmA1 now sits under pmB1, Left side.')).toBeInTheDocument();
    const moveCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/placements'));
    expect(JSON.parse(String(moveCall![1]!.body))).toEqual({
      memberId: 5,
      parentId: 9,
      side: 'L',
      reason: 'wrong leg',
      code: '123456',
    });
  });
});
