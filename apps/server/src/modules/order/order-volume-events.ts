import type { Trx } from '../../db/transaction.js';
import { publish, type OrderVolumeChange } from '../../lib/events/index.js';

/**
 * Tells the trees and the vacation points of a paid or refunded order's BV (docs/trees.md):
 * they subscribe to the event, so orders never import them, and the change joins the order's
 * own transaction (a payment or refund that rolls back takes its volume with it). A change of
 * no BV is no event.
 */
export async function publishOrderVolume(
  trx: Trx,
  event: 'orderPaid' | 'orderRefunded',
  change: OrderVolumeChange,
): Promise<void> {
  if (change.bvHundredths !== 0n) await publish(trx, event, change);
}
