import { type Platform, type ProductCard } from '@portal/contract';

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
