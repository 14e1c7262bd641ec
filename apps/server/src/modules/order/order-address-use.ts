import { ORDER_STATUS, type OrderAddress } from '@portal/contract';
import type { Db } from '../../db/client.js';

/** The states of an order still to be sent: awaiting payment (either way) or paid, not shipped. */
const UNSHIPPED = [
  ORDER_STATUS.awaitingPayment,
  ORDER_STATUS.awaitingBranchPayment,
  ORDER_STATUS.paid,
] as const;

/**
 * Whether an unshipped order of this member is delivered to this address (the address book's
 * delete guard, wired in bootstrap.ts). An order keeps a copy of its address, not the id, so
 * the copy is compared field by field: an address edited since the order no longer matches,
 * and the order still ships to the copy it holds.
 */
export async function unshippedOrderAtAddress(
  db: Db,
  memberId: number,
  address: OrderAddress,
): Promise<boolean> {
  const found = await db
    .selectFrom('shop_order')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', 'in', UNSHIPPED)
    .where('delivery_mode', '=', 'address')
    .where('receiver_name', '=', address.receiverName)
    .where('phone', '=', address.phone)
    .where('country', '=', address.country)
    .where('province', '=', address.province)
    .where('city', '=', address.city)
    .where('district', '=', address.district)
    .where('street', '=', address.street)
    .where('zip', '=', address.zip)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}
