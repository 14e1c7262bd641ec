import type { Platform } from '@portal/contract';

/**
 * Where the checkout, payment, order history and invoice pages live on each platform (spec
 * 2.2, 2.3). Shared: the cart page starts the checkout, the order pages link to each other
 * and back to the mall.
 */
export const ORDER_PAGE_PATHS = {
  bzz: {
    mall: '/shopping/ShoppingMall',
    cart: '/shopping/ShoppingCart',
    confirmPay: '/shopping/confirmPay',
    addAddress: '/shopping/confirmPay/AddAddress',
    payment: '/shopping/Payment',
    success: '/shopping/Payment/SuccessfulPayment',
    history: '/shopping/HistoryOrders',
    invoice: '/shopping/HistoryOrders/Invoice',
  },
  wpm: {
    mall: '/wpm/shopping/ShoppingMall',
    cart: '/wpm/shopping/ShoppingCart',
    confirmPay: '/wpm/myAccountNoLeft/shopping/confirmPay',
    addAddress: '/wpm/myAccountNoLeft/shopping/confirmPay/AddAddress',
    payment: '/wpm/myAccountNoLeft/shopping/Payment',
    success: '/wpm/myAccountNoLeft/shopping/Payment/SuccessfulPayment',
    history: '/wpm/shopping/OrderHistory',
    invoice: '/wpm/shopping/HistoryOrders/Invoice',
  },
} as const satisfies Record<Platform, Record<string, string>>;

export type OrderPage = keyof (typeof ORDER_PAGE_PATHS)['bzz'];

/** The query name every order page reads its order from (`?orderNo=US…`). */
export const ORDER_NO_QUERY = 'orderNo';

/** A page about one order, e.g. `/shopping/Payment?orderNo=US2026…`. */
export const orderPagePath = (platform: Platform, page: OrderPage, orderNo: string) =>
  `${ORDER_PAGE_PATHS[platform][page]}?${ORDER_NO_QUERY}=${encodeURIComponent(orderNo)}`;

/** The order number of a page's address, or null when there is none or it is malformed. */
export function orderNoOf(search: string): string | null {
  const raw = new URLSearchParams(search).get(ORDER_NO_QUERY);
  return raw && /^[A-Z]{2}\d{6,28}$/.test(raw) ? raw : null;
}
