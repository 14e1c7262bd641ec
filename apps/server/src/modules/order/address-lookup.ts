import type { OrderAddress } from '@portal/contract';
import type { Db } from '../../db/client.js';

/**
 * The port the order asks for a member's address (helper `address` builds the address book;
 * its face `findMemberAddress` is wired to this in bootstrap.ts once merged). Answers null for
 * an address that is not the member's, so a foreign id reads as a missing one.
 */
export type AddressLookup = (
  db: Db,
  memberId: number,
  addressId: number,
) => Promise<OrderAddress | null>;

/** Until an address book is wired: no address is found, so only pickup modes can be used. */
export const noAddressBook: AddressLookup = async () => null;
