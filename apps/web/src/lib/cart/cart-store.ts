import type { Platform } from '@portal/contract';
import { create } from 'zustand';
import {
  EMPTY_CART,
  addCartItem,
  removeCartItems,
  type CartItem,
  type CartLists,
} from './cart-rules';

interface CartActions {
  add(item: CartItem, platform: Platform): void;
  remove(matches: (item: CartItem) => boolean): void;
  replace(lists: Partial<CartLists>): void;
  clear(): void;
}

/** The three cart lists of spec "Entities and their fields"; the shop issue fills them from the server. */
export const useCartStore = create<CartLists & CartActions>((set) => ({
  ...EMPTY_CART,
  add: (item, platform) => set((state) => addCartItem(state, item, platform)),
  remove: (matches) => set((state) => removeCartItems(state, matches)),
  replace: (lists) => set(lists),
  clear: () => set(EMPTY_CART),
}));
