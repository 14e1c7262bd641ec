/**
 * Members' shipping addresses and the companies' pick-up points (spec "Entities and their fields", "Validation rules", "Roles and permissions", "The calls the product makes").
 * - `findMemberAddress(db | trx, memberId, addressId)`: a member's live address (undefined for
 *   another member's, a deleted or an unknown one); `orderAddressFromBook` the same as an order
 *   copies it (the checkout flow, and the order module's check before an address is deleted).
 * - Deleting an address publishes `addressDeleting` (src/lib/events) in its transaction; the
 *   order module vetoes it while an unshipped order is delivered there.
 * - `UsAddressVerifier`: the US address check's provider (AppDeps.addressVerifier);
 *   `offlineUsAddressVerifier` the default.
 */
export { findMemberAddress, type MemberAddress } from './address-mapping.js';
export { orderAddressFromBook } from './order-address.js';
export { addPickupPoints, type NewPickupPoint } from './pickup.service.js';
export { offlineUsAddressVerifier, type UsAddressVerifier } from './us-address-verifier.js';
