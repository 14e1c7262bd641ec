import type { PromotionConfig, WheelSlot } from '@portal/contract';
import type { Db } from '../db/client.js';
import { createPromotion } from '../modules/promotion/index.js';
import { DEMO_LOGINS } from './demo-accounts.js';

const DAY_MS = 86_400_000;
/** The most spins one member earns in a seeded alphaspin. */
export const SPIN_CAP = 13;
/** A business day (UTC+8) `days` from `now`. */
const dayFrom = (now: Date, days: number) =>
  new Date(now.getTime() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

/** The calendar quarter (business time) that holds `now`: first and last day. */
function quarterOf(now: Date): { startsOn: string; endsOn: string } {
  const local = new Date(now.getTime() + 8 * 3_600_000);
  const y = local.getUTCFullYear();
  const q = Math.floor(local.getUTCMonth() / 3);
  const start = new Date(Date.UTC(y, q * 3, 1));
  const end = new Date(Date.UTC(y, q * 3 + 3, 0));
  return { startsOn: start.toISOString().slice(0, 10), endsOn: end.toISOString().slice(0, 10) };
}

/** The wheel: e-wallet credit in the company's minor units, points, a product, try again. */
function slots(minorUnit: number): WheelSlot[] {
  const major = 10 ** minorUnit;
  return [
    { label: 'Bonus credit 5', weight: 10, prize: { kind: 'ewallet', amountMinor: 5 * major } },
    { label: '100 points', weight: 30, prize: { kind: 'points', points: 100 } },
    { label: 'Try again', weight: 35, prize: { kind: 'none' } },
    { label: 'Bonus credit 1', weight: 20, prize: { kind: 'ewallet', amountMinor: major } },
    {
      label: 'Free e-book',
      weight: 5,
      prize: { kind: 'product', sku: 'EBOOK-PROMO', name: 'Free e-book' },
    },
  ];
}

function promotionsOf(companyCode: string, minorUnit: number, now: Date): PromotionConfig[] {
  const prefix = companyCode.toLowerCase();
  return [
    {
      companyCode,
      code: `${prefix}-alphaspin`,
      kind: 'alphaspin',
      title: { en: 'Alphaspin', id: 'Alphaspin', ms: 'Alphaspin', 'zh-CN': '幸运转盘' },
      // back over the seeded order history, so the demo logins have spins to take; the cap
      // (one a week for a quarter) is above what the demo histories pay, so every paid order
      // shows as a spin, as the page's rule says
      startsOn: dayFrom(now, -90),
      endsOn: dayFrom(now, 90),
      rules: { minOrderBv: '1', maxSpins: SPIN_CAP, slots: slots(minorUnit) },
    },
    {
      companyCode,
      code: `${prefix}-special-prize`,
      kind: 'specialPrize',
      title: {
        en: 'Special prize: personal BV',
        id: 'Hadiah spesial: BV pribadi',
        ms: 'Hadiah istimewa: BV peribadi',
        'zh-CN': '特别奖：个人 BV',
      },
      startsOn: dayFrom(now, -60),
      endsOn: dayFrom(now, 60),
      rules: {
        goal: { metric: 'personalBv' },
        tiers: [
          { label: 'Bronze', target: 200, prize: { kind: 'points', points: 200 } },
          {
            label: 'Silver',
            target: 600,
            prize: { kind: 'ewallet', amountMinor: 20 * 10 ** minorUnit },
          },
          {
            label: 'Gold',
            target: 1500,
            prize: { kind: 'product', sku: 'TRIP-2027', name: 'Leadership trip' },
          },
        ],
      },
    },
    {
      companyCode,
      code: `${prefix}-quarter`,
      kind: 'quarter',
      title: {
        en: 'Quarter challenge: qualifying orders',
        id: 'Tantangan kuartal: pesanan memenuhi syarat',
        ms: 'Cabaran suku tahun: pesanan layak',
        'zh-CN': '季度挑战：合格订单',
      },
      ...quarterOf(now),
      rules: {
        goal: { metric: 'qualifyingOrders', minOrderBv: '20' },
        tiers: [
          { label: 'Starter', target: 2, prize: { kind: 'points', points: 50 } },
          { label: 'Achiever', target: 5, prize: { kind: 'points', points: 300 } },
        ],
      },
    },
    {
      companyCode,
      code: `${prefix}-new-partners`,
      kind: 'specialPrize',
      title: {
        en: 'Welcome new partners',
        id: 'Sambut mitra baru',
        ms: 'Sambut rakan baharu',
        'zh-CN': '欢迎新伙伴',
      },
      startsOn: dayFrom(now, -30),
      endsOn: dayFrom(now, 60),
      rules: {
        goal: { metric: 'newSponsored' },
        tiers: [{ label: 'Builder', target: 2, prize: { kind: 'points', points: 100 } }],
      },
    },
  ];
}

/** The demo logins' companies (US, WT, MY, ID, …): each demo login follows living promotions. */
const PROMOTION_COMPANIES = [...new Set(DEMO_LOGINS.map((d) => d.company))];

/**
 * One promotion of each kind (and a sponsoring goal) for each demo login's company, so their
 * pages are alive. Windows are relative to the seed's time; progress is computed
 * from the real orders and joins. Made once: a company keeps the promotions it has.
 */
export async function seedPromotions(db: Db, now: Date): Promise<void> {
  const companies = await db
    .selectFrom('company')
    .select(['code', 'minor_unit'])
    .where('code', 'in', PROMOTION_COMPANIES)
    .execute();
  for (const c of companies) {
    for (const config of promotionsOf(c.code, c.minor_unit, now)) {
      await createPromotion(db, config, 'seed');
    }
  }
}
