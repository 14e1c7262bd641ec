import { VACATION_FLUSH_MONTHS, VACATION_ORDER_TYPES } from '@portal/contract';

/** What a paid (positive BV) or refunded (negative BV) order tells the points. */
export interface VacationOrderChange {
  memberId: number;
  /** the payment's time, or the refund's */
  paidAt: Date;
  platform: string;
  orderType: number;
  /** hundredths of BV, negative for a refund */
  bvHundredths: bigint;
  /** the order that moved the points (history entries name it) */
  orderNo?: string;
  /** for a refund: the order's BV hundredths refunded before this one */
  refundedBvBefore?: bigint;
}

/**
 * Points an order change moves: 1 per whole BV of a paid main-platform (bzz) order of type 30,
 * 40 or 66; a refund takes back what its order earned for the BV now refunded (the balance
 * never goes below zero, which the service applies). Any other order moves none.
 *
 * A refund is reckoned on the order's refunded BV so far: the points taken back by all its
 * refunds together are the whole points of all the BV refunded, so refunding an order in parts
 * takes back exactly what refunding it at once would (11.00 BV earned 11; two refunds of 5.50
 * take 5 and then 6, not 5 and 5).
 */
export function pointsFor(change: VacationOrderChange): bigint {
  if (change.platform !== 'bzz') return 0n;
  if (!(VACATION_ORDER_TYPES as readonly number[]).includes(change.orderType)) return 0n;
  const bv = change.bvHundredths;
  if (bv < 0n && change.refundedBvBefore !== undefined) {
    const before = change.refundedBvBefore;
    return -((before - bv) / 100n - before / 100n);
  }
  // bigint division truncates toward zero: 150.99 BV earns 150, a refund of 50.60 takes back 50
  return bv / 100n;
}

const UTC8_MS = 8 * 3_600_000;

/**
 * The moment the points flush when no paid order comes first: 6 calendar months after the last
 * paid order, in business time (UTC+8); a day past the month's end clamps to its last day
 * (31 August → 28 or 29 February).
 */
export function flushAt(lastPaidAt: Date, months = VACATION_FLUSH_MONTHS): Date {
  const local = new Date(lastPaidAt.getTime() + UTC8_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const shifted = Date.UTC(
    y,
    m,
    day,
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - UTC8_MS);
}

/** "More than 6 months old": flushed once the moment has passed. */
export function isDue(lastPaidAt: Date, now: Date): boolean {
  return now.getTime() > flushAt(lastPaidAt).getTime();
}

/** The latest last-paid time a member may have and be due now (the job's index bound). */
export function dueBefore(now: Date, months = VACATION_FLUSH_MONTHS): Date {
  // flushAt is monotone, so a member is due iff lastPaidAt < the instant 6 months before now;
  // going back a little past it (a day) keeps the clamped month ends in, isDue decides exactly
  return new Date(flushAt(now, -months).getTime() + 86_400_000);
}
