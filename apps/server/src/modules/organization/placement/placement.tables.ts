import type { PlacementChoice } from '@portal/contract';

/** Migration 0024: the sponsor's holding tank and the record of every placement. */
export interface PlacementHoldTable {
  member_id: number;
  sponsor_id: number;
  held_at: Date;
  place_by: Date;
}

export interface PlacementLogTable {
  member_id: number;
  parent_id: number;
  side: 'L' | 'R';
  placed_by: string;
  placed_at: Date;
}

/** Migration 0030: the sponsor's standing placement preference (no row: 'first'). */
export interface PlacementPreferenceTable {
  member_id: number;
  choice: PlacementChoice;
  updated_at: Date;
}

declare module '../../../db/schema.js' {
  interface Database {
    placement_hold: PlacementHoldTable;
    placement_log: PlacementLogTable;
    placement_preference: PlacementPreferenceTable;
  }
}
