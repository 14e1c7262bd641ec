/** Answers of the order calls as the page tests stub them (test-only). */
import type {
  Address,
  CheckoutOptions,
  Invoice,
  OrderDetail,
  OrderPreview,
  OrderSummary,
} from '@portal/contract';

// the checkout starts from the cart the shop tests fill
export { CART } from '../../shared/order/cart-fixtures';

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
  paymentMethods: [
    { method: 'ewallet', available: true },
    { method: 'branch', available: true },
    { method: 'card', available: false },
    { method: 'thirdparty', available: false },
  ],
  expiryMinutes: 30,
  hasPaidFirstPurchase: true,
};

const LINE = {
  productSkuId: 70,
  productId: 7,
  kind: 'normal' as const,
  name: 'Vitamin C 1000',
  skuLabel: '60 tablets',
  imageUrl: null,
  unitPrice: '24.90',
  unitBv: '18.00',
  qty: 2,
  lineAmount: '49.80',
  lineBv: '36.00',
  packItems: [],
};

export const PREVIEW: OrderPreview = {
  currency: 'USD',
  minorUnit: 2,
  subtotal: '49.80',
  shipping: '10.00',
  tax: '3.49',
  total: '63.29',
  bv: '36.00',
  orderType: 40,
  platform: 'bzz',
  lines: [LINE],
  delivery: { mode: 'address', address: null, placeName: null },
  effects: {
    bvAdded: '36.00',
    countsForPbv: true,
    mustRebuyBV4ActiveBefore: '50.00',
    mustRebuyBV4ActiveAfter: '14.00',
    activeUntilBefore: null,
    activeUntilAfter: null,
    rank: { before: '10', after: '10', next: '20', bvToNext: '164.00' },
  },
};

export const SUMMARY: OrderSummary = {
  currency: 'USD',
  minorUnit: 2,
  subtotal: '49.80',
  shipping: '10.00',
  tax: '3.49',
  total: '63.29',
  bv: '36.00',
  orderNo: 'US2026112400001',
  orderType: 40,
  platform: 'bzz',
  status: 0,
  amountDue: '63.29',
  lineCount: 1,
  deliveryMode: 'address',
  createdAt: '2026-11-24T10:00:00Z',
  paidAt: null,
  expiresAt: '2026-11-24T10:30:00Z',
};

export const DETAIL: OrderDetail = {
  ...SUMMARY,
  shipment: null,
  lines: [LINE],
  delivery: {
    mode: 'address',
    address: {
      receiverName: 'Dana Demo',
      phone: '+13125550199',
      country: 'US',
      province: 'Illinois',
      city: 'Chicago',
      district: '',
      street: '1 Elm Road',
      zip: '60601',
    },
    placeName: null,
  },
  payments: [],
  timeline: [
    { at: '2026-11-24T10:00:00Z', actor: 'member', fromStatus: null, toStatus: 0, note: null },
  ],
  remark: null,
  canCancel: true,
  canPay: true,
};

export const INVOICE: Invoice = {
  orderNo: 'US2026112400001',
  companyCode: 'US',
  company: {
    name: 'Portal US Inc.',
    address: ['100 Main Street'],
    taxId: '12-3456789',
    phone: null,
    email: null,
  },
  billTo: {
    name: 'Dana Demo',
    memberNo: 'US000123',
    address: ['1 Elm Road'],
    taxId: null,
    phone: null,
    email: null,
  },
  currency: 'USD',
  minorUnit: 2,
  timeZone: 'America/Chicago',
  orderedAt: '2026-11-24T10:00:00Z',
  paidAt: '2026-11-24T10:05:00Z',
  status: 'paid',
  lines: [
    {
      name: 'Vitamin C 1000',
      sku: '60 tablets',
      qty: 2,
      unitPrice: '24.90',
      unitBv: '18.00',
      amount: '49.80',
    },
  ],
  subtotal: '49.80',
  shipping: '10.00',
  tax: '3.49',
  total: '63.29',
  totalBv: '36.00',
  payments: [
    { method: 'ewallet', amount: '63.29', paidAt: '2026-11-24T10:05:00Z', reference: null },
  ],
};
