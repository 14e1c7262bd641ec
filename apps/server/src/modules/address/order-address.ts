import type { OrderAddress } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AddressLookup } from '../../lib/ports/index.js';
import { findMemberAddress } from './address-mapping.js';

/**
 * A member's address as an order snapshots it: the checkout copies it into the order, and the
 * order module compares it with its unshipped orders' copies before an address is deleted. The
 * member's own live address only; another member's, a deleted or an unknown one is null, so a
 * foreign id reads as a missing one.
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
