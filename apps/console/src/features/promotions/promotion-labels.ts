import type { Prize } from '@portal/contract';
import type { TFunction } from 'i18next';
import { money } from '../../shared/formats';

export const PROMOTIONS_KEY = ['console', 'promotions'] as const;

/** A prize as an operator reads it: e-wallet money in the company's currency, points, a product. */
export function prizeText(t: TFunction, prize: Prize, currency: string, minorUnit: number): string {
  switch (prize.kind) {
    case 'ewallet':
      return t('consolePromotions.prize.ewallet', {
        amount: money(String(prize.amountMinor), minorUnit, currency),
      });
    case 'points':
      return t('consolePromotions.prize.points', { points: prize.points });
    case 'product':
      return t('consolePromotions.prize.product', { name: prize.name, sku: prize.sku });
    case 'none':
      return t('consolePromotions.prize.none');
  }
}

/** A starting point for the rules of each kind, as `promo:create`'s file has them. */
export const RULES_TEMPLATES = {
  quarter: {
    goal: { metric: 'personalBv' },
    tiers: [
      { label: 'Bronze', target: 500, prize: { kind: 'points', points: 100 } },
      { label: 'Silver', target: 1000, prize: { kind: 'ewallet', amountMinor: 5000 } },
    ],
  },
  specialPrize: {
    goal: { metric: 'qualifyingOrders', minOrderBv: '50' },
    tiers: [{ label: 'Three orders', target: 3, prize: { kind: 'points', points: 50 } }],
  },
  alphaspin: {
    minOrderBv: '50',
    maxSpins: 5,
    slots: [
      { label: '10 points', weight: 3, prize: { kind: 'points', points: 10 } },
      { label: 'Try again', weight: 1, prize: { kind: 'none' } },
    ],
  },
} as const;
