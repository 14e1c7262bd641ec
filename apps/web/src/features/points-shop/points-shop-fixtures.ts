/** Answers of the points shop's calls for the page tests (test-only: never imported by the app). */
import type {
  Address,
  ExchangeMinBv,
  ExchangePreview,
  ExchangeResult,
  PointsProductDetail,
  PointsProductList,
  VacationEntry,
  VacationHistoryPage,
  VacationPoints,
} from '@portal/contract';

export const POINTS: VacationPoints = {
  balance: 1500,
  lastPaidAt: '2026-11-20T02:00:00.000Z',
  flushAt: '2027-05-20T02:00:00.000Z',
  flushMonths: 6,
};

export const RULE_MET: ExchangeMinBv = {
  requiredBv: '50.00',
  monthBv: '72.50',
  met: true,
  month: '2026-12',
};
export const RULE_UNMET: ExchangeMinBv = { ...RULE_MET, monthBv: '12.00', met: false };

export const PRODUCTS: PointsProductList = {
  list: [
    {
      id: 7,
      code: 'VITC',
      kind: 'normal',
      name: 'Vitamin C 1000',
      imageUrl: '/products/vitc.svg',
      skuId: 70,
      pointsPrice: 600,
      stock: 12,
    },
    {
      id: 8,
      code: 'MUG',
      kind: 'normal',
      name: 'Travel Mug',
      imageUrl: null,
      skuId: 80,
      pointsPrice: 2000,
      stock: 0,
    },
  ],
  total: 2,
  pageNum: 1,
  pageSize: 12,
};

export const PRODUCT: PointsProductDetail = {
  ...PRODUCTS.list[0]!,
  description: 'One tablet a day.',
  images: ['/products/vitc.svg'],
  skus: [{ id: 70, code: 'VITC-60', label: '60 tablets', pointsPrice: 600, stock: 12 }],
};

export const ADDRESS: Address = {
  id: 31,
  receiveName: 'Dana Demo',
  countryCode: 'US',
  countryName: 'United States',
  stateId: 5,
  stateCode: 'US-IL',
  stateName: 'Illinois',
  city: 'Chicago',
  area: '',
  zip: '60601',
  address1: '1 Elm Road',
  address2: '',
  address3: '',
  contactNumber: '+13125550199',
  isDefault: true,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

/** The pre-check's answer for `qty` of the Vitamin C at 600 points from a 1,500 balance. */
export const previewFor = (qty: number): ExchangePreview => ({
  lines: [
    {
      productSkuId: 70,
      productId: 7,
      name: 'Vitamin C 1000',
      skuLabel: '60 tablets',
      imageUrl: '/products/vitc.svg',
      qty,
      pointsPrice: 600,
      linePoints: 600 * qty,
    },
  ],
  totalPoints: 600 * qty,
  balance: 1500,
  balanceAfter: 1500 - 600 * qty,
});

export const RESULT: ExchangeResult = {
  ...previewFor(2),
  orderNo: 'US2026120600017',
  orderType: 70,
  status: 10,
  createdAt: '2026-12-06T03:00:00.000Z',
};

const entry = (n: number, over: Partial<VacationEntry> = {}): VacationEntry => ({
  id: String(n),
  at: `2026-11-${String(28 - n).padStart(2, '0')}T02:00:00.000Z`,
  kind: 'earn',
  points: 100,
  balance: 1500 - n * 100,
  orderType: 40,
  bv: '100.00',
  orderNo: `US20261100${String(n).padStart(4, '0')}`,
  ...over,
});

/** Page `pageNum` of a 25-entry history (20 a page); the first entry is an exchange. */
export const historyPage = (pageNum: number): VacationHistoryPage => {
  const first = (pageNum - 1) * 20;
  const count = Math.min(20, 25 - first);
  return {
    list: Array.from({ length: count }, (_, i) =>
      first + i === 0
        ? entry(0, { kind: 'spend', points: -1200, balance: 1500, bv: null, orderType: 70 })
        : entry(first + i),
    ),
    total: 25,
    pageNum,
    pageSize: 20,
  };
};
