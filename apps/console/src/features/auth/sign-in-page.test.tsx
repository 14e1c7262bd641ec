import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../../lib/session';
import { stubFetch } from '../../lib/test/envelope-fetch';
import { renderConsole } from '../../lib/test/render-console';
import { SignInPage } from './sign-in-page';

const OPERATOR = {
  id: 1,
  loginName: 'ann',
  displayName: 'Ann',
  roles: ['finance'],
  permissions: ['home:view'],
  companies: null,
};

afterEach(() => vi.unstubAllGlobals());

const pages = { '/sign-in': <SignInPage />, '/': <p>home</p> };

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function passwordStep() {
  type(/login name/i, 'ann');
  type(/^password$/i, 'secret');
  fireEvent.click(screen.getByRole('button', { name: /continue/i }));
}

describe('sign-in', () => {
  it('takes the password, then the code, and opens the session', async () => {
    const fetchMock = stubFetch({
      '/auth/login': { data: { stage: 'totp', ticket: 'tk', enrolment: null } },
      '/auth/verify': { data: { token: 'tok-9', operator: OPERATOR, recoveryCodes: null } },
    });
    await renderConsole('/sign-in', pages);
    await passwordStep();
    await screen.findByLabelText(/code from your authenticator/i);
    type(/code from your authenticator/i, '123456');
    expect(screen.getByText(/or one of your recovery codes/i)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^sign in$/i }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(sessionToken()).toBe('tok-9');
    const verify = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(String(verify[1].body))).toEqual({ ticket: 'tk', code: '123456' });
  });

  it('shows the server message and keeps what was typed', async () => {
    stubFetch({
      '/auth/login': { code: 401, msg: 'Wrong login name or password.' },
    });
    await renderConsole('/sign-in', pages);
    await passwordStep();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login name or password.');
    expect(screen.getByLabelText(/login name/i)).toHaveValue('ann');
    expect(screen.getByLabelText(/^password$/i)).toHaveValue('secret');
  });

  it('enrols: the QR code and the secret, then the recovery codes once', async () => {
    stubFetch({
      '/auth/login': {
        data: {
          stage: 'enrol',
          ticket: 'tk',
          enrolment: { secret: 'ABCDEFGHIJKLMNOP', otpauthUrl: 'otpauth://totp/x?secret=ABCD' },
        },
      },
      '/auth/verify': {
        data: { token: 'tok-2', operator: OPERATOR, recoveryCodes: ['aaaa-1111', 'bbbb-2222'] },
      },
    });
    await renderConsole('/sign-in', pages);
    await passwordStep();
    expect(await screen.findByText('ABCD EFGH IJKL MNOP')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/set up/i);
    type(/code from your authenticator/i, '654321');
    fireEvent.click(screen.getByRole('button', { name: /^sign in$/i }));
    expect(await screen.findByText('aaaa-1111')).toBeInTheDocument();
    expect(sessionToken()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /i have saved them/i }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(sessionToken()).toBe('tok-2');
  });
});
