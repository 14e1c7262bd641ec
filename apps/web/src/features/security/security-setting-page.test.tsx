import type { SecurityStatus } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SecuritySettingPage from './security-setting-page';
import { mockApi, renderPage } from '../../lib/test/render-page';

const OPTIONS = [
  { questionId: 1, label: 'What was the name of your first pet?' },
  { questionId: 2, label: 'In which city were you born?' },
  { questionId: 3, label: "What is your mother's maiden name?" },
  { questionId: 4, label: 'What was the name of your first school?' },
];
const OPEN: SecurityStatus = {
  pinSet: false,
  questionsSet: false,
  lockedUntil: null,
  resetEmail: 'i•••o@portal.local',
};

function api(status: SecurityStatus, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /wm/security/status': () => ({ data: status }),
    'GET /wm/security/questions/options': () => ({ data: OPTIONS }),
    'GET /wm/security/questions/mine': () => ({
      data: status.questionsSet ? OPTIONS.slice(0, 3) : [],
    }),
    ...extra,
  });
}

const render = (path = '/myAccount/Securitysetting') =>
  renderPage(<SecuritySettingPage titleKey="web.page.Securitysetting" />, path);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
});

// antd forms in jsdom are slow on a shared machine
describe('Securitysetting', { timeout: 30_000 }, () => {
  it('sets the first PIN only when the confirmation matches', async () => {
    const mock = api(OPEN, {
      'POST /wm/security/pin': () => ({ data: { ...OPEN, pinSet: true } }),
    });
    render();
    const form = await screen.findByRole('form', { name: 'Set your PIN' });
    type('New PIN', '123456');
    type('Confirm new PIN', '123455');
    fireEvent.click(within(form).getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('PIN confirmation does not match')).toBeInTheDocument();
    expect(mock.sent('POST /wm/security/pin')).toHaveLength(0);

    type('Confirm new PIN', '123456');
    await waitFor(
      () =>
        expect(within(form).getByRole('button', { name: 'Set PIN' })).not.toHaveAttribute(
          'aria-disabled',
          'true',
        ),
      {
        timeout: 5_000,
      },
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Set PIN' }));
    await waitFor(() => expect(mock.sent('POST /wm/security/pin')).toHaveLength(1));
    expect(mock.sent('POST /wm/security/pin')[0]?.body).toEqual({
      pin: '123456',
      confirmPin: '123456',
    });
  });

  it('refuses a PIN that is not 6 digits', async () => {
    api(OPEN);
    render();
    const form = await screen.findByRole('form', { name: 'Set your PIN' });
    type('New PIN', '12a45');
    fireEvent.click(within(form).getByRole('button', { name: 'Set PIN' }));
    expect(await screen.findByText('New PIN must be exactly 6 digits')).toBeInTheDocument();
  });

  it('shows the PIN lock clearly and holds the change form until it ends', async () => {
    const lockedUntil = new Date(Date.now() + 14 * 60_000 + 30_000).toISOString();
    api({ ...OPEN, pinSet: true, questionsSet: true, lockedUntil });
    render('/wpm/wtMyAccount/Securitysetting');
    const alert = await screen.findByText(/PIN use is locked after 5 wrong PINs/);
    expect(alert).toHaveTextContent('about 15 more minute(s)');
    expect(screen.getByText('Locked')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Change your PIN' });
    expect(within(form).getByRole('button', { name: 'Change PIN' })).toBeDisabled();
    const links = screen.getAllByRole('link', { name: 'Reset PIN by security questions' });
    expect(links[0]).toHaveAttribute(
      'href',
      '/wpm/wtMyAccount/Securitysetting/ResetPinbycondition',
    );
  });

  it('a wrong current PIN shows the attempts left', async () => {
    api(
      { ...OPEN, pinSet: true },
      {
        'POST /wm/security/pin/change': () => ({
          code: 422,
          data: { error: 'pinIncorrect', details: { remaining: 4 } },
          msg: 'The PIN is incorrect. 4 attempt(s) left before PIN use is locked.',
        }),
      },
    );
    render();
    const form = await screen.findByRole('form', { name: 'Change your PIN' });
    type('Current PIN', '000000');
    type('New PIN', '654321');
    type('Confirm new PIN', '654321');
    fireEvent.click(within(form).getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('4 attempt(s) left');
  });

  it('a question chosen in one slot cannot be chosen in another', async () => {
    api({ ...OPEN, pinSet: true, questionsSet: true });
    render();
    await screen.findByRole('form', { name: 'Security questions' });
    fireEvent.mouseDown(screen.getByLabelText('Question 2'));
    // antd draws the visible options as items titled by their label
    const item = (label = '') =>
      document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`);
    await waitFor(() => expect(item(OPTIONS[3]?.label)).not.toBeNull());
    expect(item(OPTIONS[0]?.label)).toHaveClass('ant-select-item-option-disabled');
    expect(item(OPTIONS[3]?.label)).not.toHaveClass('ant-select-item-option-disabled');
  });

  it('security questions: answers required, the password confirms, questions sent by id', async () => {
    const mock = api(
      { ...OPEN, pinSet: true, questionsSet: true },
      {
        'POST /wm/security/questions': () => ({
          data: { ...OPEN, pinSet: true, questionsSet: true },
        }),
      },
    );
    render();
    const form = await screen.findByRole('form', { name: 'Security questions' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save security questions' }));
    expect(await screen.findByText('Answer 1 is required')).toBeInTheDocument();
    expect(screen.getByText('Login password is required')).toBeInTheDocument();
    expect(mock.sent('POST /wm/security/questions')).toHaveLength(0);

    type('Answer 1', ' Rex ');
    type('Answer 2', 'Jakarta');
    type('Answer 3', 'Sari');
    type('Login password', 'Demo1234');
    await waitFor(
      () =>
        expect(
          within(form).getByRole('button', { name: 'Save security questions' }),
        ).not.toHaveAttribute('aria-disabled', 'true'),
      { timeout: 5_000 },
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save security questions' }));
    await waitFor(() => expect(mock.sent('POST /wm/security/questions')).toHaveLength(1));
    expect(mock.sent('POST /wm/security/questions')[0]?.body).toEqual({
      answers: [
        { questionId: 1, answer: 'Rex' },
        { questionId: 2, answer: 'Jakarta' },
        { questionId: 3, answer: 'Sari' },
      ],
      password: 'Demo1234',
    });
  });
});
