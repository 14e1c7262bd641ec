import { ORDER_TYPE, type CartOrderType } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../lib/feedback/feedback';
import { messageOf } from '../../shared/ui/field-errors';
import { useAddToCart } from './api/add-to-cart';

/**
 * The mall's order type until the checkout lets the member choose one: an ordinary purchase.
 * The autoship mall adds with 66, which sends the line to the autoship list (spec "States and transitions").
 */
export const MALL_ORDER_TYPE: CartOrderType = ORDER_TYPE.retail;

export const orderTypeOf = (autoship: boolean): CartOrderType =>
  autoship ? ORDER_TYPE.autoship : MALL_ORDER_TYPE;

/** Adds a SKU and says what happened: added, already in the cart (ignored), or why it failed. */
export function useAddToCartAction(orderTypeCode: CartOrderType = MALL_ORDER_TYPE) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const save = useAddToCart();
  const [busySku, setBusySku] = useState<number | null>(null);
  const add = async (productSkuId: number, qty = 1) => {
    setBusySku(productSkuId);
    try {
      const saved = await save.mutateAsync({ productSkuId, qty, orderTypeCode });
      message.success(t(saved.added ? 'shop.mall.added' : 'shop.mall.alreadyInCart'));
    } catch (error) {
      message.error(messageOf(error, t));
    } finally {
      setBusySku(null);
    }
  };
  return { add, busySku };
}
