import type { PickupKind } from '@portal/contract';
import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columns.js';

/** Migration 0016; contact_number is E.164. */
export interface MemberAddressTable {
  id: Generated<number>;
  member_id: number;
  receive_name: string;
  country_code: string;
  /** a province of the area table, null where the country has no list */
  state_id: number | null;
  /** its area code, e.g. US-CA */
  state_code: string | null;
  state_name: Defaulted<string>;
  city: string;
  area: Defaulted<string>;
  zip: Defaulted<string>;
  address1: string;
  address2: Defaulted<string>;
  address3: Defaulted<string>;
  contact_number: string;
  is_default: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface CompanyPickupPointTable {
  id: Generated<number>;
  company_code: string;
  kind: PickupKind;
  name: string;
  address: string;
  city: string;
  zip: Defaulted<string>;
  country_code: string;
  phone: Defaulted<string>;
  sort: Defaulted<number>;
}

declare module '../../db/schema.js' {
  interface Database {
    member_address: MemberAddressTable;
    company_pickup_point: CompanyPickupPointTable;
  }
}
