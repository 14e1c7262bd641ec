import type { Platform } from '@portal/contract';
import type { Trx } from '../../db/transaction.js';

/** What a paid (or refunded) order changes in its buyer's volume of the cycle. */
export interface OrderVolumeChange {
  memberId: number;
  /** the payment time, or the refund's: it names the cycle */
  paidAt: Date;
  platform: Platform;
  orderType: number;
  /** BV hundredths; negative for a refund */
  bvHundredths: bigint;
}

export type OrderVolumeHook = (trx: Trx, change: OrderVolumeChange) => Promise<void>;

let hook: OrderVolumeHook | undefined;

/**
 * The organization module keeps the volumes (docs/trees.md); bootstrap.ts wires its
 * `recordOrderVolume` here, so orders never import it and the change joins the order's own
 * transaction (a payment or refund that rolls back takes its volume with it).
 */
export function setOrderVolumeHook(next: OrderVolumeHook | undefined) {
  hook = next;
}

export async function reportOrderVolume(trx: Trx, change: OrderVolumeChange) {
  if (hook && change.bvHundredths !== 0n) await hook(trx, change);
}
