import type { ColumnType, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** One line of an exchange as it was priced: the SKU, how many, at how many points each. */
export interface ExchangeLineSnapshot {
  productSkuId: number;
  qty: number;
  pointsPrice: number;
}

/**
 * Migration 0047: an exchange in the points shop, one per order it placed (order type 70),
 * with the points it cost; the points' own movement is the vacation history's `spend` entry.
 */
export interface PointsExchangeTable {
  order_id: number;
  member_id: number;
  company_code: string;
  points: bigint;
  lines: JSONColumnType<ExchangeLineSnapshot[], string, string>;
  created_at: Timestamp;
  /** migration 0049: when the refund of its order gave the points back; null until then */
  returned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

declare module '../../db/schema.js' {
  interface Database {
    points_exchange: PointsExchangeTable;
  }
}
