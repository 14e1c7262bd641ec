/** Answers of the autoship calls as the page tests stub them (test-only). */
import type {
  Address,
  AutoshipPreview,
  AutoshipRunView,
  AutoshipView,
  Cart,
  CheckoutOptions,
} from '@portal/contract';
import { CART, cartLine } from '../../shared/order/cart-fixtures';

/** The main cart with one line on the autoship list (order type 66). */
export const AUTOSHIP_CART: Cart = {
  ...CART,
  items: [
    cartLine(),
    cartLine({ id: 2, list: 'autoship', orderTypeCode: 66, name: 'Fish Oil', productSkuId: 71 }),
  ],
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

export const OPTIONS: CheckoutOptions = {
  currency: 'USD',
  minorUnit: 2,
  shippingFee: '10.00',
  taxRateBp: 700,
  officePickup: { enabled: true, name: 'Chicago office' },
  distributionCentres: [],
  paymentMethods: [{ method: 'card', available: true }],
  expiryMinutes: 30,
  hasPaidFirstPurchase: true,
};

const LINE = {
  productSkuId: 71,
  productId: 8,
  name: 'Fish Oil',
  skuLabel: '60 tablets',
  imageUrl: null,
  qty: 2,
  unitPrice: '24.90',
  unitBv: '18.00',
  lineAmount: '49.80',
  lineBv: '36.00',
  available: true,
};

const AMOUNTS = {
  currency: 'USD',
  minorUnit: 2,
  subtotal: '49.80',
  shipping: '10.00',
  tax: '3.49',
  total: '63.29',
  bv: '36.00',
  points: '36',
};

export const PREVIEW: AutoshipPreview = {
  firstRunDate: '2026-12-01',
  schedule: { kind: 'monthDay', day: 1 },
  lines: [LINE],
  amounts: AMOUNTS,
};

export const RUN: AutoshipRunView = {
  id: 501,
  runDate: '2026-11-01',
  status: 'failed',
  tries: 4,
  nextRetryDate: null,
  orderNo: 'US2026110100042',
  amount: '63.29',
  bv: '36.00',
  currency: 'USD',
  omitted: [],
  problem: {
    code: 'insufficient_funds',
    reason: 'Payment Failed: the card has insufficient funds.',
    advice: 'Make sure the card has enough funds, or change the card.',
  },
  updatedAt: '2026-11-04T02:00:00Z',
};

/** An active autoship; `over` changes what a test is about. */
export const autoship = (over: Partial<AutoshipView> = {}): AutoshipView => ({
  id: 9,
  status: 'active',
  pauseReason: null,
  pauseNote: null,
  schedule: { kind: 'monthDay', day: 1 },
  nextRunDate: '2026-12-01',
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039 },
  delivery: {
    mode: 'address',
    addressId: 31,
    centreId: null,
    address: {
      receiverName: 'Dana Demo',
      phone: '+13125550199',
      country: 'United States',
      province: 'Illinois',
      city: 'Chicago',
      district: '',
      street: '1 Elm Road',
      zip: '60601',
    },
    placeName: null,
  },
  lines: [LINE],
  amounts: AMOUNTS,
  lastRun: null,
  createdAt: '2026-11-20T02:00:00Z',
  cancelledAt: null,
  ...over,
});
