import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../lib/test/render-page';
import { DETAIL, summary } from './promotion-fixtures';
import PromotionPage from './promotion-page';

afterEach(() => vi.unstubAllGlobals());

describe('promotionBrief', { timeout: 30_000 }, () => {
  it('lists the running promotions with a named progress bar', async () => {
    mockApi({
      'GET /bo/promotion/list': () => ({
        data: {
          promotions: [
            summary(1, 'specialPrize', 'personalBv'),
            summary(2, 'quarter', 'qualifyingOrders', { minOrderBv: '20' }),
            summary(7, 'alphaspin', 'spins', { minOrderBv: '50' }),
            summary(8, 'quarter', 'qualifyingOrders', { value: 3, target: 3, percent: 100 }),
            summary(9, 'alphaspin', 'spins', { value: 3, target: 3, percent: 100 }),
          ],
        },
      }),
    });
    renderPage(
      <PromotionPage titleKey="web.page.promotionBrief" />,
      '/dashboard/myPromotion/promotionBrief',
    );
    expect(await screen.findByRole('heading', { name: 'Promotion 1' })).toBeInTheDocument();
    // each bar names what it counts, the requirement and what is left
    expect(
      screen.getByRole('progressbar', {
        name: 'Personal BV: 2.00 of 5.00 BV from your own paid orders, 3.00 to go',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', {
        name: 'Qualifying orders: 2 of 5 paid orders of at least 20.00 BV, 3 to go',
      }),
    ).toBeInTheDocument();
    // a wheel's cap is no goal to reach: a full bar of spins is a limit, not a prize won
    expect(
      screen.getByRole('progressbar', {
        name: 'Spins earned: 2 spins earned, at most 5, Up to 3 more',
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('promotion-state-8')).toHaveTextContent('Goal reached');
    expect(screen.getByTestId('promotion-state-8')).toHaveClass('promotion-progress-reached');
    expect(screen.getByTestId('promotion-state-9')).toHaveTextContent('Spin limit reached');
    expect(screen.getByTestId('promotion-state-9')).toHaveClass('promotion-progress-limit');
    expect(screen.getByTestId('promotion-state-2')).toHaveClass('promotion-progress-open');
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

const TIER_ENTRY = { id: '2', kind: 'promotionTier', points: 7, memo: 'Goal 3:1:0' };
const SPIN_ENTRY = { id: '1', kind: 'promotionSpin', points: 10, memo: 'Spin 1' };
describe('prizes', { timeout: 30_000 }, () => {
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
    // reward points, vacation points and a points prize are explained where they appear
    expect(screen.getByTestId('points-prize-help')).toHaveTextContent('adds n reward points');
    expect(screen.getByTestId('reward-points-help')).toHaveTextContent('not vacation points');
    expect(screen.getByTestId('vacation-points-help')).toHaveTextContent(
      '1 vacation point per whole BV',
    );
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
