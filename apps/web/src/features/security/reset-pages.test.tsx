import type { SecurityStatus } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ForgetPinPage from './forget-pin-page';
import ResetPinByConditionPage from './reset-pin-by-condition-page';
import ResetPinPage from './reset-pin-page';
import { mockApi, renderPage } from '../../lib/test/render-page';

const MINE = [
  { questionId: 2, label: 'In which city were you born?' },
  { questionId: 5, label: 'What was the make of your first car?' },
  { questionId: 7, label: 'What was your childhood nickname?' },
];
const STATUS: SecurityStatus = {
  pinSet: true,
  questionsSet: true,
  lockedUntil: null,
  resetEmail: 'i•••o@portal.local',
};
const BY_QUESTIONS = 'POST /wm/security/pin/reset/by-questions';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submitWhenEnabled = async (name: string) => {
  // buttons stay locked for 2 s after a click (double-click protection)
  await waitFor(
    () => expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled', 'true'),
    {
      timeout: 5_000,
    },
  );
  fireEvent.click(screen.getByRole('button', { name }));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

// antd forms in jsdom are slow on a shared machine
describe('ResetPinbycondition', { timeout: 30_000 }, () => {
  it('a wrong answer says Security answer incorrect; right ones reset the PIN', async () => {
    let wrong = true;
    const mock = mockApi({
      'GET /wm/security/questions/mine': () => ({ data: MINE }),
      [BY_QUESTIONS]: () =>
        wrong
          ? {
              code: 422,
              data: { error: 'securityAnswerIncorrect' },
              msg: 'Security answer incorrect',
            }
          : { data: STATUS },
    });
    renderPage(
      <ResetPinByConditionPage titleKey="web.page.ResetPinbycondition" />,
      '/wpm/myAccount/Securitysetting/ResetPinbycondition',
    );
    await screen.findByLabelText('In which city were you born?');
    // links stay under the base the page was opened from
    expect(screen.getByRole('link', { name: 'Back to security settings' })).toHaveAttribute(
      'href',
      '/wpm/myAccount/Securitysetting',
    );
    type('In which city were you born?', 'Bandung');
    type('What was the make of your first car?', 'Toyota');
    type('What was your childhood nickname?', 'Ucok');
    type('New PIN', '246810');
    type('Confirm new PIN', '246810');
    await submitWhenEnabled('Reset PIN');
    expect(await screen.findByRole('alert')).toHaveTextContent('Security answer incorrect');
    expect(mock.sent(BY_QUESTIONS)[0]?.body).toEqual({
      answers: [
        { questionId: 2, answer: 'Bandung' },
        { questionId: 5, answer: 'Toyota' },
        { questionId: 7, answer: 'Ucok' },
      ],
      pin: '246810',
      confirmPin: '246810',
    });

    wrong = false;
    type('In which city were you born?', 'Jakarta');
    await submitWhenEnabled('Reset PIN');
    expect(await screen.findByText('Your PIN has been reset.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to security settings' })).toBeInTheDocument();
  });

  it('without chosen questions it points to the emailed code instead', async () => {
    mockApi({ 'GET /wm/security/questions/mine': () => ({ data: [] }) });
    renderPage(
      <ResetPinByConditionPage titleKey="web.page.ResetPinbycondition" />,
      '/myAccount/Securitysetting/ResetPinbycondition',
    );
    expect(
      await screen.findByText(/You have not chosen security questions yet/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Reset PIN with an emailed code' }),
    ).toBeInTheDocument();
  });
});

describe('forget and reset', { timeout: 30_000 }, () => {
  it('forget mails a code to the masked address on file', async () => {
    const mock = mockApi({
      'GET /wm/security/status': () => ({ data: STATUS }),
      'POST /wm/security/pin/reset/send-code': () => ({
        data: { sentTo: 'i•••o@portal.local', expiresInSeconds: 600 },
      }),
    });
    renderPage(
      <ForgetPinPage titleKey="web.page.ForgetPin" />,
      '/myAccount/Securitysetting/forget',
    );
    expect(
      await screen.findByText(/We will email a 6-digit code to i•••o@portal.local/),
    ).toHaveTextContent('valid for 10 minutes');
    fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(
      await screen.findByText('A code was sent to i•••o@portal.local. It is valid for 10 minutes.'),
    ).toBeInTheDocument();
    expect(mock.sent('POST /wm/security/pin/reset/send-code')).toHaveLength(1);
  });

  it('forget says so when no address is on file', async () => {
    mockApi({ 'GET /wm/security/status': () => ({ data: { ...STATUS, resetEmail: null } }) });
    renderPage(
      <ForgetPinPage titleKey="web.page.ForgetPin" />,
      '/myAccount/Securitysetting/forget',
    );
    expect(await screen.findByText(/No email address is on file/)).toBeInTheDocument();
  });

  it('reset checks the code format, then sends code and new PIN', async () => {
    const mock = mockApi({
      'POST /wm/security/pin/reset/by-code': () => ({
        code: 422,
        data: { error: 'verificationCodeError' },
        msg: 'Verification code error',
      }),
    });
    renderPage(<ResetPinPage titleKey="web.page.ResetPin" />, '/myAccount/Securitysetting/reset');
    type('Verification code', '12ab');
    type('New PIN', '246810');
    type('Confirm new PIN', '246810');
    await submitWhenEnabled('Reset PIN');
    expect(await screen.findByText('The verification code has 6 digits')).toBeInTheDocument();
    expect(mock.sent('POST /wm/security/pin/reset/by-code')).toHaveLength(0);
    type('Verification code', '123456');
    await submitWhenEnabled('Reset PIN');
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code error');
    expect(mock.sent('POST /wm/security/pin/reset/by-code')[0]?.body).toEqual({
      code: '123456',
      pin: '246810',
      confirmPin: '246810',
    });
  });
});
