import type { VacationEntryKind } from '@portal/contract';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** Migration 0022: a member's vacation points and when they last paid an order. */
export interface VacationPointBalanceTable {
  member_id: number;
  points: bigint;
  last_paid_at: Timestamp | null;
}

/**
 * The points history: earned, taken back by a refund, flushed, spent in the points shop
 * (migration 0047), given back by an exchange's refund (migration 0049); `balance` after the
 * entry.
 */
export interface VacationPointEntryTable {
  id: Generated<bigint>;
  member_id: number;
  kind: VacationEntryKind;
  points: bigint;
  balance: bigint;
  order_type: number | null;
  bv: bigint | null;
  created_at: Date;
  /** migration 0047: the order that moved the points; null for a flush and older entries */
  order_no: string | null;
}

declare module '../../db/schema.js' {
  interface Database {
    vacation_point_balance: VacationPointBalanceTable;
    vacation_point_entry: VacationPointEntryTable;
  }
}
