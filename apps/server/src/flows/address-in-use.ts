import type { AddressInUse } from '../modules/address/index.js';
import { unshippedOrderAtAddress } from '../modules/order/index.js';
import { orderAddressFromBook } from './order-address.js';

/**
 * The address book's delete guard answered by the order module (wired in bootstrap.ts): the
 * address as an order copies it, then whether an unshipped order of the member holds that copy.
 * Runs in the delete's transaction, so it sees the address the delete is about to remove.
 */
export const addressInUseByOrder: AddressInUse = async (db, memberId, addressId) => {
  const address = await orderAddressFromBook(db, memberId, addressId);
  return address !== null && unshippedOrderAtAddress(db, memberId, address);
};
