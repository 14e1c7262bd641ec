import type { Platform } from '@portal/contract';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** Migration 0019: a member's own volume per cycle, platform and order type (BV hundredths). */
export interface MemberCycleVolumeTable {
  member_id: number;
  cycle: string;
  platform: Platform;
  order_type_code: number;
  bv: bigint;
  updated_at: Timestamp;
}

/** Migration 0070: a cycle's volume per company, kept by the `open_cycle_volume` job. */
export interface CompanyCycleVolumeTable {
  company_code: string;
  cycle: string;
  /** BV hundredths, every platform, refunds netted */
  bv: bigint;
  /** members with a volume row in the cycle */
  buyers: number;
  computed_at: Date;
}

/** The open cycles' leg totals in the placement tree, refreshed by `tree_leg_refresh`. */
export interface TreeLegVolumeTable {
  member_id: number;
  cycle: string;
  left_bv: bigint;
  right_bv: bigint;
  left_count: number;
  right_count: number;
  refreshed_at: Date;
}

/** Migration 0036: one appended row per main-platform volume change, deleted by the refresh. */
export interface TreeLegDirtyTable {
  id: Generated<bigint>;
  company_code: string;
  cycle: string;
  marked_at: Date;
}

export interface TreeLegRefreshTable {
  company_code: string;
  cycle: string;
  refreshed_at: Date;
}

export interface TreeCycleCloseTable {
  company_code: string;
  cycle: string;
  closed_at: Date;
}

/** The tree facts of a closed cycle; the engine writes awards and carries at its close. */
export interface TreeCycleSnapshotTable {
  cycle: string;
  member_id: number;
  company_code: string;
  rank_code: string;
  status: number;
  active: boolean;
  paid_as_award: string | null;
  highest_award: string | null;
  pbv: bigint;
  left_bv: bigint;
  right_bv: bigint;
  left_count: number;
  right_count: number;
  carry_left: bigint | null;
  carry_right: bigint | null;
}

declare module '../../db/schema.js' {
  interface Database {
    member_cycle_volume: MemberCycleVolumeTable;
    company_cycle_volume: CompanyCycleVolumeTable;
    tree_leg_volume: TreeLegVolumeTable;
    tree_leg_dirty: TreeLegDirtyTable;
    tree_leg_refresh: TreeLegRefreshTable;
    tree_cycle_close: TreeCycleCloseTable;
    tree_cycle_snapshot: TreeCycleSnapshotTable;
  }
}
