import type { Generated } from 'kysely';

/** Where a points entry came from; with `ref` it is unique, so a source credits once. */
export type PointsKind = 'promotionSpin' | 'promotionTier';

/** Migration 0032: one credit (positive) or debit (negative) of a member's reward points. */
export interface RewardPointsEntryTable {
  id: Generated<bigint>;
  company_code: string;
  member_id: number;
  kind: PointsKind;
  points: bigint;
  ref: string;
  memo: string;
  created_at: Date;
}

declare module '../../db/schema.js' {
  interface Database {
    reward_points_entry: RewardPointsEntryTable;
  }
}
