import type { Cart } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/app-store';
import { shouldLoadCart, type CartItem } from '../../lib/cart/cart-rules';
import { useCartStore } from '../../lib/cart/cart-store';
import { cartQuery } from './api/cart';

const storeItem = (line: Cart['items'][number]): CartItem => ({
  id: line.id,
  productSkuId: line.productSkuId,
  orderTypeCode: line.orderTypeCode,
  qty: line.qty,
});

/** The server's lines into the shell's three lists (spec "Entities and their fields"), which the header badge counts. */
function syncStore(cart: Cart) {
  const ofList = (autoship: boolean) =>
    cart.items.filter((line) => (line.list === 'autoship') === autoship).map(storeItem);
  useCartStore.getState().replace({
    [cart.platform === 'wpm' ? 'wpmCartData' : 'cartData']: ofList(false),
    autoOrderCartData: ofList(true),
  });
}

/**
 * Keeps the header badge's lists in step with the cart: it reads the cart itself only while the
 * platform's list is empty (spec "States and transitions"), and follows every later read the shop pages make (an add,
 * a change, a removal each read the cart again). The shop pages never touch the store, so only
 * this small part of the shop is in the member frame's chunk (a lazy chunk this small is merged
 * back into the frame by the build's 20 KB chunk floor anyway).
 */
export default function CartLoader() {
  const { i18n } = useTranslation();
  const platform = useAppStore((state) => state.platformName);
  const empty = useCartStore((state) => shouldLoadCart(state, platform));
  const cart = useQuery({ ...cartQuery(platform, i18n.language), enabled: empty });
  useEffect(() => {
    if (cart.data) syncStore(cart.data);
  }, [cart.data]);
  return null;
}
