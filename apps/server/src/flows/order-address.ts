import type { OrderAddress } from '@portal/contract';
import type { Db } from '../db/client.js';
import { findMemberAddress } from '../modules/address/index.js';
import type { AddressLookup } from '../modules/order/index.js';

/**
 * The order's address port answered by the address book (wired in bootstrap.ts): the member's
 * own live address as the order snapshots it; another member's, a deleted or an unknown one
 * is null, so a foreign id reads as a missing one.
 */
export const orderAddressFromBook: AddressLookup = async (
  db: Db,
  memberId: number,
  addressId: number,
): Promise<OrderAddress | null> => {
  const a = await findMemberAddress(db, memberId, addressId);
  if (!a) return null;
  return {
    receiverName: a.receiveName,
    phone: a.contactNumber,
    country: a.countryCode,
    province: a.stateName,
    city: a.city,
    district: a.area,
    street: [a.address1, a.address2, a.address3].filter(Boolean).join(', '),
    zip: a.zip,
  };
};
