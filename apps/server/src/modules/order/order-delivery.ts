import type { DeliveryInput, OrderAddress } from '@portal/contract';
import { AppError } from '../../lib/app-error.js';
import type { OrderSettings } from './order-settings.js';
import type { PricedOrderLine } from './order-place.service.js';

/** What an order's delivery is judged against, read before its transaction. */
export interface DeliveryFacts {
  settings: OrderSettings;
  /** the snapshot of the chosen address (null when the mode needs none, or none was found) */
  address: OrderAddress | null;
  centres: { id: number; name: string }[];
  officeName: string | null;
}

/**
 * Spec 5 and 6, for the checkout and the points shop alike: an address must be chosen unless the
 * company offers pickup there or nothing ships (e-products only).
 */
export function judgeDelivery(
  facts: DeliveryFacts,
  d: DeliveryInput,
  lines: readonly Pick<PricedOrderLine, 'kind'>[],
) {
  if (d.mode === 'none') {
    if (lines.some((l) => l.kind !== 'eproduct')) throw new AppError('addressRequired');
    return { mode: d.mode, address: null, placeName: null };
  }
  if (d.mode === 'officePickup') {
    if (!facts.settings.officePickup) throw new AppError('deliveryUnavailable');
    return { mode: d.mode, address: null, placeName: facts.officeName };
  }
  if (d.mode === 'distributionCentre') {
    const centre = facts.centres.find((c) => c.id === d.centreId);
    if (!centre) throw new AppError('deliveryUnavailable');
    return { mode: d.mode, address: null, placeName: centre.name };
  }
  if (!facts.address) throw new AppError('addressRequired');
  return { mode: d.mode, address: facts.address, placeName: null };
}
