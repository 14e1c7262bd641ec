import { act, fireEvent, screen } from '@testing-library/react';
import { WALLET_CALLS } from '@portal/contract';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useServiceAvailability } from '../../lib/http/availability';
import { callApi } from '../../lib/http/call';
import { setHttpHandlers } from '../../lib/http/handlers';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { ServiceBanner } from './service-banner';

let down = true;
const onUnauthorized = vi.fn<() => void>();

beforeEach(() => {
  down = true;
  useServiceAvailability.setState({ unavailable: false });
  onUnauthorized.mockClear();
  setHttpHandlers({ onUnauthorized, onServerError: vi.fn(), onNetworkError: vi.fn() });
  Cookies.set('token', 'tok-1');
  mockApi({
    'GET /bo/ewallet/transfer/limits': () =>
      down
        ? { code: 503, data: { error: 'temporarilyUnavailable' }, msg: 'temporarily unavailable' }
        : { data: { perTransfer: '1', daily: '2', usedToday: '0', currency: 'USD' } },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove('token');
});

describe('the service banner', () => {
  it('a 503 shows the retry banner and keeps the member logged in; a good answer hides it', async () => {
    renderPage(<ServiceBanner />, '/');
    expect(screen.queryByRole('status')).toBeNull();

    await act(() => expect(callApi(WALLET_CALLS.transferLimits)).rejects.toThrow());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The portal cannot reach its data right now',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBe('tok-1');

    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => callApi(WALLET_CALLS.transferLimits));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
