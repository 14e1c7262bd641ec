import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import {
  countPointsEntries,
  insertPointsEntry,
  pointsBalance,
  pointsEntriesPage,
} from './points.repository.js';
import type { PointsKind } from './points.tables.js';

export interface PointsCredit {
  companyCode: string;
  memberId: number;
  kind: PointsKind;
  /** unique per kind: the spin or tier award that credits */
  ref: string;
  points: bigint;
  memo: string;
  at: Date;
}

/**
 * Credits reward points in the caller's transaction (the spin's or the settlement's), so the
 * prize and its record land together. Answers false when this source already credited.
 */
export async function creditPoints(trx: Trx, c: PointsCredit): Promise<boolean> {
  if (c.points <= 0n) throw new Error(`points credit must be positive: ${c.points}`);
  const row = await insertPointsEntry(trx, {
    company_code: c.companyCode,
    member_id: c.memberId,
    kind: c.kind,
    ref: c.ref,
    points: c.points,
    memo: c.memo,
    created_at: c.at,
  });
  return row !== undefined;
}

/** The member's balance: the sum of all entries. */
export function pointsOf(db: Db, memberId: number): Promise<bigint> {
  return pointsBalance(db, memberId);
}

/** One page of the member's entries, newest first, and how many there are in all. */
export async function pointsPage(db: Db, memberId: number, limit: number, offset: number) {
  const [entries, total] = await Promise.all([
    pointsEntriesPage(db, memberId, limit, offset),
    countPointsEntries(db, memberId),
  ]);
  return { entries, total };
}
