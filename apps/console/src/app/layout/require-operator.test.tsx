import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionToken, startSession } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderApp } from '../../lib/test/render-console';

afterEach(() => vi.unstubAllGlobals());

describe('the guard', () => {
  it('sends an operator without a session to the sign-in page', async () => {
    stubFetch({});
    const { router } = await renderApp('/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.state).toEqual({ from: '/audit' });
  });

  it('ends a session the server no longer knows and asks to sign in', async () => {
    startSession('expired');
    stubFetch({ '/auth/me': { code: 401, msg: 'Please sign in again.' } });
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(sessionToken()).toBeNull();
  });

  it('tells an operator without the permission that the page is not theirs', async () => {
    startSession('tok');
    stubFetch({
      '/auth/me': {
        data: {
          id: 2,
          loginName: 'sue',
          displayName: 'Sue',
          roles: ['content'],
          permissions: ['home:view'],
          companies: ['BZZ'],
        },
      },
    });
    await renderApp('/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(screen.getByText(/“See members”/)).toBeInTheDocument();
  });
});
