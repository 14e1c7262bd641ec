import { HEADER } from '@portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import PromotionPage from './promotion-page';

// a known vector, computed with node:crypto: seed "a"×64, client seed "client", nonce 1
const SEED = 'a'.repeat(64);
const COMMITMENT = 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb';
const SLOTS = [
  { label: 'cash', weight: 1, prize: { kind: 'ewallet', amountMinor: 300 } },
  { label: 'points', weight: 2, prize: { kind: 'points', points: 10 } },
  { label: 'none', weight: 3, prize: { kind: 'none' } },
];
const summary = (id: number, kind: string, metric: string) => ({
  id,
  kind,
  code: `p${id}`,
  title: `Promotion ${id}`,
  startsOn: '2026-10-01',
  endsOn: '2026-12-31',
  metric,
  value: 2,
  target: 5,
  percent: 40,
});
const DETAIL = {
  promotion: summary(7, 'alphaspin', 'spins'),
  currency: 'USD',
  minorUnit: 2,
  running: true,
  tiers: [],
  wheel: {
    minOrderBv: '50',
    qualifyingOrders: 2,
    maxSpins: 5,
    earned: 2,
    used: 0,
    left: 2,
    commitment: COMMITMENT,
    nextNonce: 1,
    slots: SLOTS,
    history: [],
  },
};
const spinAnswer = (serverSeed: string) => ({
  spin: {
    nonce: 1,
    clientSeed: 'client',
    serverSeed,
    commitment: COMMITMENT,
    slotIndex: 0,
    prize: SLOTS[0]!.prize,
    label: 'cash',
    award: 'credited',
    at: '2026-11-24T10:00:00.000Z',
  },
  nextCommitment: 'b'.repeat(64),
  left: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe('promotionBrief', () => {
  it('lists the running promotions with a named progress bar', async () => {
    mockApi({
      'GET /bo/promotion/list': () => ({
        data: {
          promotions: [
            summary(1, 'specialPrize', 'personalBv'),
            summary(2, 'quarter', 'qualifyingOrders'),
            summary(7, 'alphaspin', 'spins'),
          ],
        },
      }),
    });
    renderPage(
      <PromotionPage titleKey="web.page.promotionBrief" />,
      '/dashboard/myPromotion/promotionBrief',
    );
    expect(await screen.findByRole('heading', { name: 'Promotion 1' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Personal BV: 2 of 5' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Qualifying orders: 2 of 5' }),
    ).toBeInTheDocument();
    // a wheel's cap is no goal to reach
    expect(
      screen.getByRole('progressbar', { name: 'Spins earned: 2 (at most 5)' }),
    ).toBeInTheDocument();
  });

  it('says when nothing runs, and offers a retry on an error', async () => {
    const points = () => ({ data: { balance: 0 } });
    const history = () => ({ data: { list: [], total: 0, pageNum: 1, pageSize: 20 } });
    mockApi({
      'GET /bo/promotion/list': () => ({ code: 500, msg: 'System Error!' }),
      'GET /bo/promotion/points': points,
      'GET /bo/promotion/points/history': history,
    });
    renderPage(
      <PromotionPage titleKey="web.page.promotionBrief" />,
      '/dashboard/myPromotion/promotionBrief',
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    mockApi({
      'GET /bo/promotion/list': () => ({ data: { promotions: [] } }),
      'GET /bo/promotion/points': points,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No promotions are running right now.')).toBeInTheDocument();
  });
});

describe('alphaspin', () => {
  function open(answer: (call: { headers: Record<string, string> }) => object) {
    const api = mockApi({
      'GET /bo/promotion/list': () => ({ data: { promotions: [DETAIL.promotion] } }),
      'GET /bo/promotion/7': () => ({ data: DETAIL }),
      'POST /bo/promotion/7/spin': answer,
    });
    renderPage(<PromotionPage titleKey="web.page.alphaspin" />, '/dashboard/myPromotion/alphaspin');
    return api;
  }

  it('shows the commitment first, then verifies the revealed seed with WebCrypto', async () => {
    const api = open(() => ({ data: spinAnswer(SEED) }));
    expect(await screen.findByTestId('spin-commitment')).toHaveTextContent(COMMITMENT);
    fireEvent.change(screen.getByLabelText('Your client seed'), { target: { value: 'client' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByTestId('spin-verified')).toBeInTheDocument();
    expect(screen.getByText('You won: $3.00 e-wallet credit')).toBeInTheDocument();
    const sent = api.sent('POST /bo/promotion/7/spin')[0]!;
    expect(sent.body).toEqual({ clientSeed: 'client' });
    expect(sent.headers[HEADER.idempotencyKey]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('counts one spin per qualifying paid order and says when the cap is reached', async () => {
    const capped = { ...DETAIL, wheel: { ...DETAIL.wheel, qualifyingOrders: 7, earned: 5 } };
    mockApi({
      'GET /bo/promotion/list': () => ({ data: { promotions: [DETAIL.promotion] } }),
      'GET /bo/promotion/7': () => ({ data: capped }),
    });
    renderPage(<PromotionPage titleKey="web.page.alphaspin" />, '/dashboard/myPromotion/alphaspin');
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

  it('says "not verified" when the revealed seed does not match the commitment', async () => {
    open(() => ({ data: spinAnswer('c'.repeat(64)) }));
    fireEvent.change(await screen.findByLabelText('Your client seed'), {
      target: { value: 'client' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByTestId('spin-not-verified')).toBeInTheDocument();
  });

  it('shows the translated refusal with no spins left, and checks the client seed first', async () => {
    open(() => ({
      code: 422,
      data: { error: 'noSpinsLeft' },
      msg: 'You have no spins left in this promotion.',
    }));
    const seed = await screen.findByLabelText('Your client seed');
    fireEvent.change(seed, { target: { value: 'has space' } });
    expect(screen.getByText('Use 1 to 64 letters, digits, - or _.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
    fireEvent.change(seed, { target: { value: 'ok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByTestId('spin-error')).toHaveTextContent(
      'You have no spins left in this promotion.',
    );
  });
});

const TIER_ENTRY = { id: '2', kind: 'promotionTier', points: 7, memo: 'Goal 3:1:0' };
const SPIN_ENTRY = { id: '1', kind: 'promotionSpin', points: 10, memo: 'Spin 1' };
describe('prizes', () => {
  it('shows the reward points balance and history, and each reached tier paid or pending', async () => {
    const goal = summary(3, 'specialPrize', 'personalBv');
    mockApi({
      'GET /bo/promotion/list': () => ({ data: { promotions: [goal] } }),
      'GET /bo/promotion/3': () => ({
        data: {
          ...DETAIL,
          promotion: goal,
          wheel: null,
          tiers: [
            {
              label: 'Bronze',
              target: 1,
              prize: { kind: 'points', points: 7 },
              reached: true,
              award: 'credited',
            },
            {
              label: 'Silver',
              target: 2,
              prize: { kind: 'product', sku: 'M', name: 'Mug' },
              reached: true,
              award: 'pending',
            },
            { label: 'Gold', target: 9, prize: { kind: 'none' }, reached: false, award: null },
          ],
        },
      }),
      'GET /bo/promotion/points': () => ({ data: { balance: 17 } }),
      'GET /bo/promotion/points/history': ({ query }) => {
        // one entry a page, of 21; the balance above counts every entry
        const entry = query.get('pageNum') === '2' ? SPIN_ENTRY : TIER_ENTRY;
        const list = [{ ...entry, at: '2026-11-24T10:00:00.000Z' }];
        return { data: { list, total: 21, pageNum: 1, pageSize: 20 } };
      },
    });
    renderPage(
      <PromotionPage titleKey="web.page.specialPrizePromo" />,
      '/dashboard/myPromotion/specialPrizePromo',
    );
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Paid, to be handed out')).toBeInTheDocument();
    expect(await screen.findByText('17')).toBeInTheDocument();
    expect(await screen.findByText('Promotion tier prize')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Spin 1')).toBeInTheDocument();
    expect(screen.queryByText('Goal 3:1:0')).toBeNull();
    expect(screen.getByText('17')).toBeInTheDocument();
  });

  it('offers a retry when the points cannot be loaded', async () => {
    mockApi({
      'GET /bo/promotion/list': () => ({ data: { promotions: [] } }),
      'GET /bo/promotion/points': () => ({ code: 500, msg: 'System Error!' }),
    });
    renderPage(
      <PromotionPage titleKey="web.page.promotionBrief" />,
      '/dashboard/myPromotion/promotionBrief',
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
