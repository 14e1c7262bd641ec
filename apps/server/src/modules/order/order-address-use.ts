import { ORDER_STATUS, type OrderAddress } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { orderAddressFromBook } from '../address/index.js';

/** The states of an order still to be sent: awaiting payment (either way) or paid, not shipped. */
const UNSHIPPED = [
  ORDER_STATUS.awaitingPayment,
  ORDER_STATUS.awaitingBranchPayment,
  ORDER_STATUS.paid,
] as const;

/**
 * Whether an unshipped order of this member is delivered to this address. An order keeps a copy of its address, not the id, so
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

/**
 * The order module's answer to the address book's `addressDeleting` (order.module.ts): the
 * address as an order copies it, then whether an unshipped order of the member holds that copy.
 * Runs in the delete's transaction, so it sees the address the delete is about to remove. The
 * order module imports the address face for it; the address module imports nothing of orders.
 */
export async function refuseAddressInUse(
  trx: Trx,
  { memberId, addressId }: { memberId: number; addressId: number },
): Promise<void> {
  const address = await orderAddressFromBook(trx, memberId, addressId);
  if (address !== null && (await unshippedOrderAtAddress(trx, memberId, address))) {
    throw new AppError('addressInUse');
  }
}
