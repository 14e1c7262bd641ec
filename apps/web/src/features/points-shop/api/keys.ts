import type { ExchangeInput, PointsProductListQuery } from '@portal/contract';
import { vacationKeys } from '../../../shared/api/query-keys';

/**
 * The points shop keys. Product names follow the language (Accept-Language), so it is part of
 * their keys; the month's BV rule and a priced exchange depend on the member alone.
 */
export const pointsShopKeys = {
  all: ['points-shop'] as const,
  products: (language: string, query: Partial<PointsProductListQuery>) =>
    [...pointsShopKeys.all, 'products', language, query] as const,
  product: (id: number, language: string) =>
    [...pointsShopKeys.all, 'product', id, language] as const,
  minBv: () => [...pointsShopKeys.all, 'minBv'] as const,
  preview: (input: ExchangeInput, language: string) =>
    [...pointsShopKeys.all, 'preview', input, language] as const,
};

/** The balance and the history the shop shows are the vacation domain's (shared/api). */
export { vacationKeys };

/**
 * The order domain's root (features/order/api/keys.ts): an exchange places an order, so the
 * order history, which may be kept alive in the background, reads again.
 */
export const ORDER_ROOT_KEY = ['order'] as const;
