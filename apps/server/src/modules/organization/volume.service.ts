import { cycleOf, type Platform } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { StatementWrite } from '../../db/statement-write.js';
import {
  addVolume,
  cycleVolumeByCompany,
  volumeWrites,
  type VolumeChange,
} from './volume.repository.js';

export interface OrderVolume {
  memberId: number;
  /** the payment time (or, for a refund, the refund's time): it names the cycle */
  paidAt: Date;
  platform: Platform;
  orderType: number;
  /** BV in hundredths; negative for a refund */
  bvHundredths: bigint;
}

/** The volume row's change an order makes: its cycle is named by the payment (or refund) time. */
const volumeChangeOf = (volume: OrderVolume): VolumeChange => ({
  memberId: volume.memberId,
  cycle: cycleOf(volume.paidAt),
  platform: volume.platform,
  orderType: volume.orderType,
  bvHundredths: volume.bvHundredths,
  at: volume.paidAt,
});

/**
 * The order module calls this inside the payment (or refund) transaction: the buyer's volume row
 * of the cycle changes with the order, atomically; the leg totals follow by job.
 */
export async function recordOrderVolume(trx: Db, volume: OrderVolume): Promise<void> {
  if (volume.bvHundredths === 0n) return;
  await addVolume(trx, volumeChangeOf(volume));
}

/**
 * `recordOrderVolume` as writes the order's event carries to a later statement of the same
 * transaction (the vacation points' hold, else one of their own at the event's end): the
 * paid or refunded order's volume without a round trip of its own.
 */
export function orderVolumeWrites(volume: OrderVolume): StatementWrite[] {
  if (volume.bvHundredths === 0n) return [];
  return volumeWrites(volumeChangeOf(volume));
}

/** The open cycle's volume so far per company, BV in hundredths, for the console's home. */
export async function openCycleVolume(db: Db, at: Date, companies?: readonly string[]) {
  const cycle = cycleOf(at);
  const rows = await cycleVolumeByCompany(db, cycle, companies);
  return {
    cycle,
    companies: rows.map((r) => ({
      companyCode: r.company_code,
      bvHundredths: BigInt(r.bv ?? 0),
      buyers: Number(r.buyers),
    })),
  };
}
