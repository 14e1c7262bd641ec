import type { Db } from '../../db/client.js';
import { memberOwnedRows } from '../../db/member-owned-rows.js';

const addresses = memberOwnedRows('member_address');

/**
 * Serialises one member's address changes (first address becomes default, one default at a
 * time, the limit): the member row is locked for the rest of the transaction.
 */
export const lockMemberAddresses = addresses.lockMember;

/** The member's live addresses, the default first, then the newest. */
export const listLiveAddresses = addresses.listLive;
export type AddressRow = Awaited<ReturnType<typeof listLiveAddresses>>[number];

/** A live address of this member; another member's or a deleted one is undefined. */
export function findOwnLiveAddress(db: Db, memberId: number, id: number, lock = false) {
  const query = db
    .selectFrom('member_address')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export const countLiveAddresses = addresses.countLive;
export const insertAddress = addresses.insert;
export const updateAddress = addresses.updateOwnLive;
export const softDeleteAddress = addresses.softDelete;
export const { clearDefault, promoteNewestToDefault, findDefaultId } = addresses;
