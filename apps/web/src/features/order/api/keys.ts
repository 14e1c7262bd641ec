import type { OrderInput, OrderListQuery, Platform } from '@portal/contract';
import { orderKeys as sharedOrderKeys } from '../../../shared/api/query-keys';

/** The order keys; names and labels follow the language, so it is part of the key. */
export const orderKeys = {
  ...sharedOrderKeys,
  // the checkout's own read of the cart: ordering refreshes it with the rest of the order keys
  cart: (platform: Platform, language: string) =>
    [...orderKeys.all, 'cart', platform, language] as const,
  preview: (input: OrderInput, language: string) =>
    [...orderKeys.all, 'preview', input, language] as const,
  list: (query: Partial<OrderListQuery>, language: string) =>
    [...orderKeys.all, 'list', query, language] as const,
  detail: (orderNo: string, language: string) =>
    [...orderKeys.all, 'detail', orderNo, language] as const,
  status: (orderNo: string) => [...orderKeys.all, 'status', orderNo] as const,
};

/**
 * The payment keys: outside the order root on purpose, so refreshing the orders never asks
 * the provider again about an attempt the member came back from.
 */
export const paymentKeys = {
  all: ['payment'] as const,
  providerReturn: (attemptId: number | null) =>
    [...paymentKeys.all, 'providerReturn', attemptId] as const,
};

/** The invoice keys: the member's own invoice or one a signed link names. */
export const invoiceKeys = {
  all: ['invoice'] as const,
  view: (source: unknown) => [...invoiceKeys.all, 'view', source] as const,
};
