import type { Address, Locale } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { countryName } from '../locale/index.js';
import { findOwnLiveAddress, type AddressRow } from './address.repository.js';

/** A stored address as an order copies it (camelCase, no language-dependent names). */
export interface MemberAddress {
  id: number;
  memberId: number;
  receiveName: string;
  countryCode: string;
  stateId: number | null;
  /** e.g. US-CA for a listed province */
  stateCode: string | null;
  stateName: string;
  city: string;
  area: string;
  zip: string;
  address1: string;
  address2: string;
  address3: string;
  /** E.164 */
  contactNumber: string;
  isDefault: boolean;
}

export function toMemberAddress(row: AddressRow): MemberAddress {
  return {
    id: row.id,
    memberId: row.member_id,
    receiveName: row.receive_name,
    countryCode: row.country_code,
    stateId: row.state_id,
    stateCode: row.state_code,
    stateName: row.state_name,
    city: row.city,
    area: row.area,
    zip: row.zip,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    contactNumber: row.contact_number,
    isDefault: row.is_default,
  };
}

export function toAddress(row: AddressRow, locale: Locale): Address {
  const { memberId: _, ...address } = toMemberAddress(row);
  return {
    ...address,
    countryName: countryName(row.country_code, locale),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * For the order module: the member's live address, or undefined (another member's, deleted,
 * unknown). Give it the order's transaction so the copy is what the order commits with.
 */
export async function findMemberAddress(
  db: Db,
  memberId: number,
  addressId: number,
): Promise<MemberAddress | undefined> {
  const row = await findOwnLiveAddress(db, memberId, addressId);
  return row ? toMemberAddress(row) : undefined;
}
