import {
  CART_CALLS,
  CATALOG_CALLS,
  ORDER_TYPE,
  type Platform,
  type ProductCard,
} from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/http/call';
import { cartKeys, catalogKeys } from '../api/query-keys';

/** How many products the panel offers, and how many it reads to choose them from. */
export const QUICK_PURCHASE = { shown: 6, read: 24 } as const;

/** The product pages and the cart of each platform (spec "Main mode", "Marketplace mode"). */
export const QUICK_PATHS = {
  bzz: { mall: '/shopping/ShoppingMall', detail: '/shopping/ShoppingMall/ProductDetail' },
  wpm: {
    mall: '/wpm/shopping/ShoppingMall',
    detail: '/wpm/myAccountNoLeft/shopping/ShoppingMall/ProductDetail',
  },
} as const satisfies Record<Platform, Record<string, string>>;

/**
 * The favourites a member buys again and again: products in stock, packs first (a pack needs
 * its items chosen, so it opens its page), then the rest in the catalogue's order. Pure.
 */
export function pickQuickProducts(list: readonly ProductCard[], shown: number): ProductCard[] {
  const inStock = list.filter((p) => p.stock > 0);
  const packs = inStock.filter((p) => p.kind === 'pack');
  const others = inStock.filter((p) => p.kind !== 'pack');
  return [...packs.slice(0, 2), ...others].slice(0, shown);
}

/** The first page of the platform's catalogue (one read, the language in its key). */
export function useQuickProducts(platform: Platform) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: catalogKeys.quick(platform, i18n.language),
    queryFn: ({ signal }) =>
      callApi(CATALOG_CALLS.list, {
        params: { platform },
        query: { pageNum: 1, pageSize: QUICK_PURCHASE.read },
        signal,
        quiet: true,
      }),
  });
}

/** Adds one unit as an ordinary purchase; the cart (and its header badge) is read again. */
export function useQuickAdd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productSkuId: number) =>
      callApi(CART_CALLS.save, {
        body: { productSkuId, qty: 1, orderTypeCode: ORDER_TYPE.retail },
        quiet: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
