import type { Db } from '../../db/client.js';
import {
  membersPaidBetween as readMembersPaid,
  paidOrderVolumesBetween as readPaidVolumes,
  type PaidOrderVolume,
} from './order-promotion.repository.js';

export type { PaidOrderVolume };

/**
 * What the promotions count of paid orders: a member's orders paid in [from, to) and
 * not wholly refunded, with their net BV, oldest first.
 */
export function paidOrderVolumesBetween(
  db: Db,
  memberId: number,
  from: Date,
  to: Date,
): Promise<PaidOrderVolume[]> {
  return readPaidVolumes(db, memberId, from, to);
}

/** The company's members with an order paid in [from, to): who a goal promotion settles for. */
export function membersPaidBetween(
  db: Db,
  companyCode: string,
  from: Date,
  to: Date,
): Promise<number[]> {
  return readMembersPaid(db, companyCode, from, to);
}
