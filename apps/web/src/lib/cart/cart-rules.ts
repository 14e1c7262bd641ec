import { cartListOf, type CartList, type Platform } from '@portal/contract';

/** A cart line as the shell needs it; the shop issue adds product details. */
export interface CartItem {
  id?: number | string;
  productSkuId: number | string;
  orderTypeCode: number;
  qty: number;
}

export interface CartLists {
  cartData: CartItem[];
  wpmCartData: CartItem[];
  autoOrderCartData: CartItem[];
}

export type CartListName = keyof CartLists;

export const EMPTY_CART: CartLists = { cartData: [], wpmCartData: [], autoOrderCartData: [] };

/** The store's name of each list of the contract's cart rules (spec "Entities and their fields"). */
const STORE_LIST: Record<CartList, CartListName> = {
  main: 'cartData',
  worldplan: 'wpmCartData',
  autoship: 'autoOrderCartData',
};

/** Autoship (order type 66) lines go to the autoship list, others to the platform's list. */
export function listFor(item: Pick<CartItem, 'orderTypeCode'>, platform: Platform): CartListName {
  return STORE_LIST[cartListOf(item.orderTypeCode, platform)];
}

/** Adds a line; a productSkuId already in its list is ignored (spec "States and transitions"). */
export function addCartItem(lists: CartLists, item: CartItem, platform: Platform): CartLists {
  const name = listFor(item, platform);
  if (lists[name].some((line) => line.productSkuId === item.productSkuId)) return lists;
  return { ...lists, [name]: [...lists[name], item] };
}

/** Removes every line matching the predicate from every list. */
export function removeCartItems(lists: CartLists, matches: (item: CartItem) => boolean): CartLists {
  return {
    cartData: lists.cartData.filter((item) => !matches(item)),
    wpmCartData: lists.wpmCartData.filter((item) => !matches(item)),
    autoOrderCartData: lists.autoOrderCartData.filter((item) => !matches(item)),
  };
}

/** The cart is fetched only while the current platform's list is empty. */
export function shouldLoadCart(lists: CartLists, platform: Platform): boolean {
  return lists[platform === 'wpm' ? 'wpmCartData' : 'cartData'].length === 0;
}

/** Lines in the current platform's list: what the header badge counts. */
export function cartCount(lists: CartLists, platform: Platform): number {
  return lists[platform === 'wpm' ? 'wpmCartData' : 'cartData'].length;
}
