import type { Platform } from '@portal/contract';

/** Where the shop pages live on each platform (spec 2.2, 2.3). */
export const SHOP_PATHS = {
  bzz: {
    mall: '/shopping/ShoppingMall',
    detail: '/shopping/ShoppingMall/ProductDetail',
    cart: '/shopping/ShoppingCart',
  },
  wpm: {
    mall: '/wpm/shopping/ShoppingMall',
    detail: '/wpm/myAccountNoLeft/shopping/ShoppingMall/ProductDetail',
    cart: '/wpm/shopping/ShoppingCart',
  },
} as const satisfies Record<Platform, Record<string, string>>;

export const productPath = (platform: Platform, id: number) =>
  `${SHOP_PATHS[platform].detail}?id=${id}`;

/** The product id of a ProductDetail address (`?id=`), or null when there is none. */
export function productIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
