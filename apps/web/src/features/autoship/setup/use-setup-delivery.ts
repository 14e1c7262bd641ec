import { useState } from 'react';
import { defaultAddressOf, useAddresses } from '../../../shared/address';
import type { DeliveryDraft } from '../../../shared/order/delivery-draft';

/** Where the runs go: the member's choice, else their default address, preselected. */
export function useSetupDelivery() {
  const addresses = useAddresses();
  const [chosen, setDelivery] = useState<DeliveryDraft | null>(null);
  const fallback = addresses.data ? defaultAddressOf(addresses.data)?.id : undefined;
  const delivery: DeliveryDraft = chosen ?? { mode: 'address', addressId: fallback };
  return { delivery, setDelivery };
}
