import { MEMBER_STATUS, MEMBER_TYPE, RANK_CODES, type RankCode } from '../common/domain.js';

/** The plan's numbers in BV hundredths (compensation-plan.md, "Members"). */
export const ACTIVE_BV_HUNDREDTHS = 5_000n;
export const ACTIVE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** Cumulative package BV (hundredths) each rank needs. */
export const RANK_THRESHOLDS: Record<RankCode, bigint> = {
  '0': 0n,
  '05': 10_000n,
  '10': 30_000n,
  '20': 60_000n,
  '30': 120_000n,
  '40': 240_000n,
};

/** A paid main-platform order counting towards PBV: its BV and its payment time. */
export interface PbvEntry {
  bv: bigint;
  paidAt: Date;
}

/** PBV of the 30 days up to `at` (exclusive of orders paid 30 days or more before). */
export function pbvAt(entries: readonly PbvEntry[], at: Date): bigint {
  const from = at.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS;
  return entries
    .filter((e) => e.paidAt.getTime() > from && e.paidAt.getTime() <= at.getTime())
    .reduce((sum, e) => sum + e.bv, 0n);
}

/** mustRebuyBV4Active: the BV still missing, max(0, 50 − PBV), in hundredths. */
export function mustRebuyBv(entries: readonly PbvEntry[], at: Date, status: number): bigint {
  if (status !== MEMBER_STATUS.active) return ACTIVE_BV_HUNDREDTHS;
  const missing = ACTIVE_BV_HUNDREDTHS - pbvAt(entries, at);
  return missing > 0n ? missing : 0n;
}

/**
 * Until when the member stays active with no further order: the moment the 30-day PBV drops
 * below 50 BV as the oldest orders leave the window. Null when not active at `now`.
 */
export function activeUntil(entries: readonly PbvEntry[], now: Date, status: number): Date | null {
  if (status !== MEMBER_STATUS.active) return null;
  const inWindow = entries
    .filter((e) => e.paidAt.getTime() <= now.getTime())
    .filter((e) => e.paidAt.getTime() > now.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS)
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  let sum = inWindow.reduce((total, e) => total + e.bv, 0n);
  if (sum < ACTIVE_BV_HUNDREDTHS) return null;
  for (const entry of inWindow) {
    sum -= entry.bv;
    if (sum < ACTIVE_BV_HUNDREDTHS)
      return new Date(entry.paidAt.getTime() + ACTIVE_WINDOW_DAYS * DAY_MS);
  }
  return null;
}

/** The rank a cumulative package BV reaches (PCs stay regular). */
export function rankFor(cumulativeBv: bigint, memberType: string): RankCode {
  if (memberType === MEMBER_TYPE.preferredCustomer) return '0';
  let rank: RankCode = '0';
  for (const code of RANK_CODES) if (cumulativeBv >= RANK_THRESHOLDS[code]) rank = code;
  return rank;
}

export interface RankProgress {
  before: RankCode;
  after: RankCode;
  next: RankCode | null;
  /** hundredths still missing to `next` after this order; null at the top */
  bvToNext: bigint | null;
}

/** A rank never goes down: the higher of the held rank and what the BV reaches. */
export function rankProgress(
  held: RankCode,
  cumulativeBv: bigint,
  addedBv: bigint,
  memberType: string,
): RankProgress {
  const higher = (a: RankCode, b: RankCode) =>
    RANK_CODES.indexOf(a) >= RANK_CODES.indexOf(b) ? a : b;
  const before = higher(held, rankFor(cumulativeBv, memberType));
  const after = higher(before, rankFor(cumulativeBv + addedBv, memberType));
  if (memberType === MEMBER_TYPE.preferredCustomer) {
    return { before: '0', after: '0', next: null, bvToNext: null };
  }
  const next = RANK_CODES[RANK_CODES.indexOf(after) + 1] ?? null;
  const bvToNext = next ? RANK_THRESHOLDS[next] - (cumulativeBv + addedBv) : null;
  return { before, after, next, bvToNext: bvToNext !== null && bvToNext < 0n ? 0n : bvToNext };
}
