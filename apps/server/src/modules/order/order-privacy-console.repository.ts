import type { Db } from '../../db/client.js';

/** The member's orders, newest first, with where each was delivered. */
export function findAllMemberOrders(db: Db, memberId: number) {
  return db
    .selectFrom('shop_order')
    .select([
      'order_no',
      'order_type',
      'status',
      'total',
      'currency',
      'minor_unit',
      'delivery_mode',
      'receiver_name',
      'phone',
      'country',
      'province',
      'city',
      'district',
      'street',
      'zip',
      'remark',
      'created_at',
      'paid_at',
    ])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The person in the member's orders (receiver, phone, street, district, zip, the member's
 * remark) is cleared; the order's number, amounts, BV, country and province stay, since the
 * journals, the tax and the commission runs are reckoned from them.
 */
export async function eraseOrderRecipients(db: Db, memberId: number, at: Date) {
  await db
    .updateTable('shop_order')
    .set({
      receiver_name: null,
      phone: null,
      street: null,
      district: null,
      city: null,
      zip: null,
      remark: null,
      updated_at: at,
    })
    .where('member_id', '=', memberId)
    .execute();
}
