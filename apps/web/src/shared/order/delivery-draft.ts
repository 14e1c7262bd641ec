import type { DeliveryInput, DeliveryMode } from '@portal/contract';

/** A delivery as the member is still choosing it (an address or a centre may be missing). */
export type DeliveryDraft = Partial<DeliveryInput> & { mode: DeliveryMode };

/** A delivery the server can take, or null while the member still has to choose. */
export function completeDelivery(draft: DeliveryDraft): DeliveryInput | null {
  if (draft.mode === 'address')
    return draft.addressId ? { mode: 'address', addressId: draft.addressId } : null;
  if (draft.mode === 'distributionCentre') {
    return draft.centreId ? { mode: 'distributionCentre', centreId: draft.centreId } : null;
  }
  return { mode: draft.mode } as DeliveryInput;
}
