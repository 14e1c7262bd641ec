import { HEADER } from '@portal/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { COMMITMENT, DETAIL, SEED, spinAnswer, stubMotion } from './promotion-fixtures';
import PromotionPage from './promotion-page';
import { SPIN_MS } from './spin-wheel';

let restore = () => undefined as void;
afterEach(() => {
  restore();
  vi.useRealTimers();
});

function open(answer: () => object, detail: object = DETAIL) {
  const api = mockApi({
    'GET /bo/promotion/list': () => ({ data: { promotions: [DETAIL.promotion] } }),
    'GET /bo/promotion/7': () => ({ data: detail }),
    'POST /bo/promotion/7/spin': answer,
  });
  renderPage(<PromotionPage titleKey="web.page.alphaspin" />, '/dashboard/myPromotion/alphaspin');
  return api;
}
const wheelOf = (w: object) => ({ ...DETAIL, wheel: { ...DETAIL.wheel, ...w } });
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify this spin' }));

describe('the wheel', { timeout: 30_000 }, () => {
  it('shows the prizes and "Spin (n left)"; with reduced motion the result comes at once', async () => {
    restore = stubMotion(true);
    const api = open(() => ({ data: spinAnswer(SEED) }));
    const button = await screen.findByRole('button', { name: 'Spin (2 left)' });
    const wheel = screen.getByRole('img', { name: /^Prize wheel with 3 prizes/ });
    expect(within(wheel).getByText('$3.00')).toBeInTheDocument();
    // the proof stays out of the way until asked for
    expect(screen.queryByTestId('spin-commitment')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByTestId('spin-result')).toHaveTextContent(
      'You won: $3.00 e-wallet credit',
    );
    expect(screen.getByTestId('spin-live')).toHaveAttribute('aria-live', 'polite');
    // slot 0 spans 0°–60°: its middle stands under the pointer, with no turns and no transition
    const disc = screen.getByTestId('spin-wheel').querySelector('.promotion-wheel-disc')!;
    expect(disc).toHaveAttribute('data-rotation', '330');
    expect((disc as SVGElement).style.transition).toBe('none');
    const sent = api.sent('POST /bo/promotion/7/spin')[0]!;
    expect(sent.headers[HEADER.idempotencyKey]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('turns the wheel first and tells the prize only when it stops', async () => {
    restore = stubMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open(() => ({ data: spinAnswer(SEED) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Spin (2 left)' }));
    expect(await screen.findByText('The wheel is spinning…')).toBeInTheDocument();
    expect(screen.queryByTestId('spin-result')).toBeNull();
    const disc = screen.getByTestId('spin-wheel').querySelector('.promotion-wheel-disc')!;
    expect(disc).toHaveAttribute('data-rotation', String(5 * 360 + 330));
    await act(() => vi.advanceTimersByTimeAsync(SPIN_MS));
    expect(await screen.findByTestId('spin-result')).toHaveTextContent('You won');
  });

  it('is disabled at 0 left, and says why', async () => {
    restore = stubMotion(true);
    open(() => ({ data: {} }), wheelOf({ earned: 2, used: 2, left: 0 }));
    const button = await screen.findByRole('button', { name: 'Spin (0 left)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'No spins left. Each order paid during the promotion with at least 50.00 BV earns one.',
    );
  });

  it('says so when the spin limit is used up', async () => {
    restore = stubMotion(true);
    open(() => ({ data: {} }), wheelOf({ qualifyingOrders: 7, earned: 5, used: 5, left: 0 }));
    expect(await screen.findByRole('button', { name: 'Spin (0 left)' })).toBeDisabled();
    expect(screen.getByTestId('spin-reason')).toHaveTextContent(
      'No spins left: you have used all 5 spins this promotion allows.',
    );
  });
});

describe('alphaspin', { timeout: 30_000 }, () => {
  it('shows the hash behind "Verify this spin", then checks the revealed seed', async () => {
    restore = stubMotion(true);
    const api = open(() => ({ data: spinAnswer(SEED) }));
    await screen.findByRole('button', { name: 'Spin (2 left)' });
    verify();
    expect(screen.getByRole('button', { name: 'Verify this spin' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('How you can check that the draw is fair')).toBeInTheDocument();
    expect(screen.getByTestId('spin-commitment')).toHaveTextContent(COMMITMENT);
    fireEvent.change(screen.getByLabelText('Your client seed'), { target: { value: 'client' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spin (2 left)' }));
    expect(await screen.findByTestId('spin-verified')).toBeInTheDocument();
    expect(screen.getByTestId('spin-server-seed')).toHaveTextContent(SEED);
    expect(screen.getByTestId('spin-nonce')).toHaveTextContent('1');
    // the next spin's hash is the new one at once, before the promotion is fetched again
    expect(screen.getByTestId('spin-commitment')).toHaveTextContent('b'.repeat(64));
    expect(screen.getByRole('button', { name: 'Copy: Revealed server seed' })).toBeInTheDocument();
    expect(api.sent('POST /bo/promotion/7/spin')[0]!.body).toEqual({ clientSeed: 'client' });
  });

  it('counts one spin per qualifying paid order and says when the cap is reached', async () => {
    restore = stubMotion(true);
    open(() => ({ data: {} }), wheelOf({ qualifyingOrders: 7, earned: 5 }));
    expect(await screen.findByTestId('spin-orders')).toHaveTextContent('7');
    expect(screen.getByTestId('spins-earned')).toHaveTextContent('5');
    expect(
      screen.getByText(
        'One spin for each order paid during the promotion with at least 50.00 BV, up to 5 spins.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have reached the limit of 5 spins: further orders in this promotion earn no more spins.',
      ),
    ).toBeInTheDocument();
  });

  it('says "not verified" when the revealed seed does not match the hash', async () => {
    restore = stubMotion(true);
    open(() => ({ data: spinAnswer('c'.repeat(64)) }));
    await screen.findByRole('button', { name: 'Spin (2 left)' });
    verify();
    fireEvent.change(screen.getByLabelText('Your client seed'), { target: { value: 'client' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spin (2 left)' }));
    expect(await screen.findByTestId('spin-not-verified')).toBeInTheDocument();
  });

  it('checks the client seed first, then shows the translated refusal', async () => {
    restore = stubMotion(true);
    open(() => ({
      code: 422,
      data: { error: 'noSpinsLeft' },
      msg: 'You have no spins left in this promotion.',
    }));
    await screen.findByRole('button', { name: 'Spin (2 left)' });
    verify();
    const seed = screen.getByLabelText('Your client seed');
    fireEvent.change(seed, { target: { value: 'has space' } });
    expect(screen.getByText('Use 1 to 64 letters, digits, - or _.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin (2 left)' })).toBeDisabled();
    expect(screen.getByTestId('spin-reason')).toHaveTextContent('Your client seed is not valid');
    fireEvent.change(seed, { target: { value: 'ok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spin (2 left)' }));
    expect(await screen.findByTestId('spin-error')).toHaveTextContent(
      'You have no spins left in this promotion.',
    );
  });
});
