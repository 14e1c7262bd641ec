/** Migration 0022: the last estimate run of a company (replaced whole by each run). */
export interface BonusEstimateRunTable {
  company_code: string;
  computed_at: Date;
  cycles: string[];
  currency: string;
  minor_unit: number;
  plan_version: string;
}

export interface BonusEstimateLineTable {
  company_code: string;
  cycle: string;
  member_id: number;
  bonus_type: string;
  amount_minor: bigint;
}

/** A member's tree facts in the open cycle as the estimate projected them (the rank card). */
export interface BonusEstimateMemberTable {
  member_id: number;
  company_code: string;
  cycle: string;
  rank_code: string;
  active: boolean;
  binary_qualified: boolean;
  qualified_award: string;
  paid_as_award: string;
  highest_award: string;
  left_bv: bigint;
  right_bv: bigint;
  sponsored_left: number;
  sponsored_right: number;
}

declare module '../../../db/schema.js' {
  interface Database {
    bonus_estimate_run: BonusEstimateRunTable;
    bonus_estimate_line: BonusEstimateLineTable;
    bonus_estimate_member: BonusEstimateMemberTable;
  }
}
