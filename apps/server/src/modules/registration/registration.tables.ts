import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** Migration 0024: what an application carries beyond the member row. */
export interface RegistrationApplicationTable {
  member_id: number;
  sponsor_id: number;
  nationality: string;
  id_type: string;
  id_number: string;
  country_code: string;
  /** migration 0030: the province of the area table, or null where the name was typed */
  state_id?: number | null;
  state_name?: string;
  city: string;
  address1: string;
  zip: string | null;
  agree_email: boolean;
  created_at: Timestamp;
}

export type FunnelKind = 'opened' | 'started' | 'submitted' | 'paid';

export interface RegistrationEventTable {
  id: Generated<bigint>;
  sponsor_id: number;
  kind: FunnelKind;
  member_id: number | null;
  at: Date;
}

declare module '../../db/schema.js' {
  interface Database {
    registration_application: RegistrationApplicationTable;
    registration_event: RegistrationEventTable;
  }
}
