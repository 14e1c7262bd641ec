import type { Generated } from 'kysely';
import type { Timestamp } from '../../../db/columns.js';

/** Migration 0020: a company's cycle, open → locked → closed, with what the close used. */
export interface BonusCycleTable {
  company_code: string;
  cycle: string;
  cycle_no: number;
  state: 'open' | 'locked' | 'closed';
  plan_version: string | null;
  bv_rate: string | null;
  currency: string | null;
  minor_unit: number | null;
  cycles_done: number | null;
  journal_id: bigint | null;
  totals: unknown;
  locked_at: Timestamp | null;
  closed_at: Timestamp | null;
  closed_by: string | null;
  /** when what follows the close (ranks on the member rows, notices) was done (0073) */
  followed_up_at: Timestamp | null;
}

export interface BonusLineTable {
  id: Generated<bigint>;
  company_code: string;
  cycle: string;
  member_id: number;
  bonus_type: string;
  amount_minor: bigint;
  adjustment_minor: bigint;
  trail: unknown;
}

/** One rule that left something on the table (migration 0038: kept in the member's state row). */
export interface LeftOnTableJson {
  type: string;
  rule: string;
  amountBv?: string;
  volume?: string;
}

export interface BonusMemberCycleTable {
  company_code: string;
  cycle: string;
  member_id: number;
  rank_code: string;
  active: boolean;
  paid_as_award: string;
  qualified_award: string;
  highest_award: string;
  cumulative_package_bv: bigint;
  carry_left: bigint;
  carry_right: bigint;
  left_bv: bigint;
  right_bv: bigint;
  qualified_history: string;
  paid_as_history: string;
  /** JSON: LeftOnTableJson[], in the engine's order (migration 0038) */
  left_on_table: unknown;
}

/** Whom a close raised, and from what (migration 0073): the notices job's input. */
export interface BonusPromotionTable {
  company_code: string;
  cycle: string;
  member_id: number;
  rank_from: string;
  rank_to: string;
  award_from: string;
  award_to: string;
}

declare module '../../../db/schema.js' {
  interface Database {
    bonus_cycle: BonusCycleTable;
    bonus_line: BonusLineTable;
    bonus_member_cycle: BonusMemberCycleTable;
    bonus_promotion: BonusPromotionTable;
  }
}
