import type { OrderAddress } from '@portal/contract';
import type { Db } from '../../db/client.js';

/**
 * Where the checkout finds a member's address as an order copies it: the address book's
 * `orderAddressFromBook` by default, the seeded history's own lookup when it places its orders.
 * Answers null for an address that is not the member's, so a foreign id reads as a missing one.
 */
export type AddressLookup = (
  db: Db,
  memberId: number,
  addressId: number,
) => Promise<OrderAddress | null>;
