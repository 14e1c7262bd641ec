import { ORDER_TYPE } from '../common/domain.js';

/** The order calls: the three of spec "The calls the product makes" with their paths exactly, ours in the same style. */
export const ORDER_PATHS = {
  beforeSave: '/omn/order/beforeSaveOrder',
  save: '/omn/order/saveOrder',
  list: '/omn/order/orderList',
  detail: '/omn/order/orderDetail/:orderNo',
  cancel: '/omn/order/cancelOrder/:orderNo',
  pay: '/omn/order/payOrder/:orderNo',
  paymentStatus: '/omn/order/paymentStatus/:orderNo',
  checkoutOptions: '/omn/order/checkoutOptions',
} as const;

/**
 * Order status codes (docs/orders.md). 10 = paid is the spec's first-purchase lookup
 * (`orderStatus_EQ=10&orderType_EQ=10`); the list filter 10 also matches the later states of a
 * paid order (shipped, delivered, partially refunded), since they are still paid orders.
 */
export const ORDER_STATUS = {
  awaitingPayment: 0,
  awaitingBranchPayment: 5,
  paid: 10,
  shipped: 20,
  delivered: 30,
  partiallyRefunded: 40,
  refunded: 50,
  cancelled: 90,
  expired: 91,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];
export const ORDER_STATUS_CODES = Object.values(ORDER_STATUS) as readonly OrderStatus[];

/** Statuses in which the order is still unpaid: its stock is reserved until it expires. */
export const UNPAID_ORDER_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.awaitingPayment,
  ORDER_STATUS.awaitingBranchPayment,
];
/** Statuses of an order whose payment was taken and not wholly refunded (the "paid" filter). */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.shipped,
  ORDER_STATUS.delivered,
  ORDER_STATUS.partiallyRefunded,
];

/** The types a member places through the checkout (saveOrder). */
export const PLACEABLE_ORDER_TYPES = [
  ORDER_TYPE.firstPurchase,
  ORDER_TYPE.upgrade,
  ORDER_TYPE.maintenance,
  ORDER_TYPE.retail,
  ORDER_TYPE.autoship,
] as const;
export type PlaceableOrderType = (typeof PLACEABLE_ORDER_TYPES)[number];
/** Every type an order may have: the points shop's exchange is placed by its own call only. */
export const ORDER_TYPES = [...PLACEABLE_ORDER_TYPES, ORDER_TYPE.pointsExchange] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** How a payment is made (spec "States and transitions"). `card` and `thirdparty` are built by the payment helper. */
export const ORDER_PAYMENT_METHODS = ['ewallet', 'branch', 'card', 'thirdparty'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** One payment of an order (an order may have several: e-wallet first, a card the rest). */
export const ORDER_PAYMENT_STATUSES = [
  'pending',
  'challenge',
  'succeeded',
  'failed',
  'refunded',
  'partiallyRefunded',
] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** E-wallet accounts an order may be paid from (spec "Validation rules": the e-product one needs the sponsor). */
export const ORDER_WALLET_ACCOUNTS = ['bonus', 'eproduct'] as const;
export type OrderWalletAccount = (typeof ORDER_WALLET_ACCOUNTS)[number];

/**
 * Where the order goes: a member address, the office (self-pickup) or a distribution centre
 * (both per company switch, spec "Roles and permissions"), or nowhere (e-products only).
 */
export const DELIVERY_MODES = ['address', 'officePickup', 'distributionCentre', 'none'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** Who moved an order from one status to another (the timeline). */
export const ORDER_ACTORS = ['member', 'operator', 'system', 'provider'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const ORDER_LIMITS = {
  maxLines: 50,
  maxPackItems: 20,
  qtyMax: 99,
  remarkMax: 200,
  orderNoMax: 32,
  /** unpaid orders expire after this many minutes unless the company sets another value */
  defaultExpiryMinutes: 30,
} as const;

/** Field error keys of the order calls (translations in order.json). */
export const ORDER_FIELD_ERROR = {
  agreeReturnPolicy: 'validation.order.agreeReturnPolicy',
  addressRequired: 'validation.order.addressRequired',
  paymentMethodRequired: 'validation.order.paymentMethodRequired',
  qtyZero: 'validation.order.qtyZero',
  linesRequired: 'validation.order.linesRequired',
  duplicateLine: 'validation.order.duplicateLine',
  endBeforeStart: 'validation.order.endBeforeStart',
  sponsorPasswordRequired: 'validation.order.sponsorPasswordRequired',
} as const;
