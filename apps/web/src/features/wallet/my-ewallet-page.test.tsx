import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session/session-store';
import MyEwalletPage from './my-ewallet-page';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { USD_BALANCES } from './wallet-fixtures';
import TransferResultPage from './transfer-result-page';

beforeEach(() => {
  useSession.setState({ memberId: 7 });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MyEwallet', { timeout: 30_000 }, () => {
  it('shows the three balances, shortcuts under the current base and the external site', async () => {
    mockApi({
      'GET /bo/ewallet/userBalance/7': () => ({ data: USD_BALANCES }),
      'GET /bo/ewallet/recentMovements': () => ({ data: [] }),
      'GET /sys/config/jm-pw.website.url': () => ({ data: 'https://wallet.example.com/' }),
    });
    renderPage(<MyEwalletPage titleKey="web.page.MyEwallet" />, '/wpm/myAccount/MyEwallet');
    expect(await screen.findByText('$1,250.00')).toBeInTheDocument();
    expect(screen.getByText('$300.00')).toBeInTheDocument();
    expect(screen.getByText('$80.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      '/wpm/myAccount/Transfer',
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/wpm/myAccount/Withdraw',
    );
    const site = await screen.findByRole('link', { name: /E-wallet site/ });
    expect(site).toHaveAttribute('href', 'https://wallet.example.com/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await screen.findByText('No movements yet')).toBeInTheDocument();
  });

  it('never links a setting that is not a web address', async () => {
    mockApi({
      'GET /bo/ewallet/userBalance/7': () => ({ data: USD_BALANCES }),
      'GET /bo/ewallet/recentMovements': () => ({ data: [] }),
      'GET /sys/config/jm-pw.website.url': () => ({ data: 'javascript:alert(1)' }),
    });
    renderPage(<MyEwalletPage titleKey="web.page.MyEwallet" />, '/myAccount/MyEwallet');
    await screen.findByText('$1,250.00');
    await screen.findByText('No movements yet');
    expect(screen.queryByRole('link', { name: /E-wallet site/ })).toBeNull();
  });

  it('a failed load says so and can be retried', async () => {
    let fail = true;
    mockApi({
      'GET /bo/ewallet/userBalance/7': () =>
        fail
          ? { code: 500, data: { error: 'server' }, msg: 'System Error!' }
          : { data: USD_BALANCES },
      'GET /bo/ewallet/recentMovements': () => ({ data: [] }),
    });
    renderPage(<MyEwalletPage titleKey="web.page.MyEwallet" />, '/myAccount/MyEwallet');
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$1,250.00')).toBeInTheDocument();
  });
});

describe('Transfer/Result', { timeout: 30_000 }, () => {
  it('shows what was sent to whom and the balances after it', async () => {
    const outcome = {
      result: {
        transferId: '41',
        journalId: '90',
        amount: '10.00',
        currency: 'USD',
        toMemberId: 8,
        balances: USD_BALANCES,
      },
      recipient: { memberId: 8, loginName: 'US000008', name: 'Jo Lee' },
    };
    renderPage(
      <TransferResultPage titleKey="web.page.TransferResult" />,
      '/myAccount/Transfer/Result',
      outcome,
    );
    expect(screen.getByText('Transfer complete')).toBeInTheDocument();
    expect(screen.getByText('$10.00 was sent to Jo Lee (US000008, ID 8).')).toBeInTheDocument();
    expect(screen.getByText('41')).toBeInTheDocument();
  });

  it('opened without a transfer, offers a new one', () => {
    renderPage(
      <TransferResultPage titleKey="web.page.TransferResult" />,
      '/myAccount/Transfer/Result',
    );
    expect(screen.getByText('There is no transfer to show here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New transfer' })).toBeEnabled();
  });
});
