import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** Migration 0022: a member's vacation points and when they last paid an order. */
export interface VacationPointBalanceTable {
  member_id: number;
  points: bigint;
  last_paid_at: Timestamp | null;
}

/** The points history: earned, taken back by a refund, flushed; `balance` after the entry. */
export interface VacationPointEntryTable {
  id: Generated<bigint>;
  member_id: number;
  kind: 'earn' | 'refund' | 'flush';
  points: bigint;
  balance: bigint;
  order_type: number | null;
  bv: bigint | null;
  created_at: Date;
}

declare module '../../db/schema.js' {
  interface Database {
    vacation_point_balance: VacationPointBalanceTable;
    vacation_point_entry: VacationPointEntryTable;
  }
}
