import {
  ORDER_TYPE,
  type CartLine,
  type CheckoutOptions,
  type OrderInput,
  type PlaceableOrderType,
  type Platform,
} from '@portal/contract';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { defaultAddressOf, useAddresses } from '../../../shared/address';
import { completeDelivery, type DeliveryDraft } from '../../../shared/order/delivery-draft';
import { useCheckoutCart } from '../api/checkout-cart';
import { useCheckoutOptions } from '../api/checkout-options';
import { useOrderPreview } from '../api/order-preview';

/** The order types a member may choose at checkout (autoship has its own pages). */
export function orderTypesFor(options: CheckoutOptions | undefined): PlaceableOrderType[] {
  const types: PlaceableOrderType[] = [
    ORDER_TYPE.upgrade,
    ORDER_TYPE.maintenance,
    ORDER_TYPE.retail,
  ];
  return options?.hasPaidFirstPurchase === false ? [ORDER_TYPE.firstPurchase, ...types] : types;
}

/** The type the cart's lines were added with, when the member may still choose it. */
function defaultTypeOf(
  lines: readonly CartLine[],
  allowed: readonly PlaceableOrderType[],
): PlaceableOrderType {
  const added = lines[0]?.orderTypeCode as PlaceableOrderType | undefined;
  return added !== undefined && allowed.includes(added) ? added : ORDER_TYPE.retail;
}

/**
 * The checkout's state: the cart's lines of this platform, the order type, the delivery (the
 * address just added on AddAddress, else the default one, preselected) and the priced preview.
 */
export function useCheckout(platform: Platform) {
  const cart = useCheckoutCart(platform);
  const options = useCheckoutOptions();
  const addresses = useAddresses();
  const added = (useLocation().state as { addressId?: number } | null)?.addressId;
  const [chosenType, setOrderType] = useState<PlaceableOrderType | null>(null);
  const [chosenDelivery, setDelivery] = useState<DeliveryDraft | null>(null);

  const all = useMemo(
    () => cart.data?.items.filter((l) => l.list !== 'autoship') ?? [],
    [cart.data],
  );
  const lines = useMemo(() => all.filter((l) => l.available), [all]);
  const shipsNothing = lines.length > 0 && lines.every((l) => l.kind === 'eproduct');
  const types = orderTypesFor(options.data);
  const orderType = chosenType ?? defaultTypeOf(lines, types);
  const fallbackAddress =
    added ?? (addresses.data ? defaultAddressOf(addresses.data)?.id : undefined);
  const delivery: DeliveryDraft = shipsNothing
    ? { mode: 'none' }
    : (chosenDelivery ?? { mode: 'address', addressId: fallbackAddress });

  // rebuilt each render: the preview's query key compares it by value
  const complete = completeDelivery(delivery);
  const input: OrderInput | null =
    complete && lines.length > 0
      ? {
          orderType,
          platform,
          lines: lines.map((l) => ({ productSkuId: l.productSkuId, qty: l.qty, cartItemId: l.id })),
          delivery: complete,
        }
      : null;
  const preview = useOrderPreview(input);

  return {
    cart,
    options,
    lines,
    leftOut: all.length - lines.length,
    shipsNothing,
    types,
    orderType,
    setOrderType,
    delivery,
    setDelivery,
    input,
    preview,
  };
}
