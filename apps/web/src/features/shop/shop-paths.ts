import type { Platform } from '@portal/contract';

/** Where the shop pages live on each platform (spec "Main mode", "Marketplace mode"), and the autoship ones. */
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
  autoship: {
    mall: '/shopping/AutoOrder/Mall',
    detail: '/shopping/AutoOrder/Mall/ProductDetail',
    cart: '/shopping/AutoOrder/Cart',
  },
} as const satisfies Record<Platform | 'autoship', Record<string, string>>;

export type ShopKind = keyof typeof SHOP_PATHS;

/**
 * Which shop a page serves: the autoship pages (route param `list: autoship`) sell the main
 * platform's products into the autoship list (order type 66); the others the current platform's.
 */
export function shopKindOf(platform: Platform, params?: Record<string, string>): ShopKind {
  return params?.list === 'autoship' ? 'autoship' : platform;
}

/** The catalogue a shop lists: autoship orders are main-platform orders. */
export const catalogPlatformOf = (kind: ShopKind): Platform => (kind === 'wpm' ? 'wpm' : 'bzz');

export const productPath = (kind: ShopKind, id: number) => `${SHOP_PATHS[kind].detail}?id=${id}`;

/** The product id of a ProductDetail address (`?id=`), or null when there is none. */
export function productIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
