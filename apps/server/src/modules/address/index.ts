/**
 * Members' shipping addresses and the companies' pick-up points (spec 3, 5, 6, 7).
 * - `findMemberAddress(db | trx, memberId, addressId)`: the order module copies the address
 *   into the order (undefined for another member's, a deleted or an unknown one).
 * - `AddressInUse`: the question deleting an address asks (AppDeps.guards.addressInUse);
 *   `addressNeverInUse` is the default until the order module answers it ("an unshipped order
 *   is delivered to it"), wired in bootstrap.ts.
 * - `UsAddressVerifier`: the US address check's provider (AppDeps.addressVerifier);
 *   `offlineUsAddressVerifier` the default.
 */
import type { Db } from '../../db/client.js';

export { findMemberAddress, type MemberAddress } from './address-mapping.js';
export { addPickupPoints, type NewPickupPoint } from './pickup.service.js';
export { offlineUsAddressVerifier, type UsAddressVerifier } from './us-address-verifier.js';

/** Whether the member's address may not be deleted now; runs in the delete's transaction. */
export type AddressInUse = (db: Db, memberId: number, addressId: number) => Promise<boolean>;

export const addressNeverInUse: AddressInUse = () => Promise.resolve(false);
