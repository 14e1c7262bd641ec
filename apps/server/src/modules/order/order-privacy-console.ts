import type { Trx } from '../../db/transaction.js';
import type { EventPayload } from '../../lib/events/index.js';
import { eraseOrderRecipients, findAllMemberOrders } from './order-privacy-console.repository.js';

/** `memberExporting`: the member's orders (amounts in minor units) and where they went. */
export async function exportMemberOrders(
  trx: Trx,
  payload: EventPayload<'memberExporting'>,
): Promise<void> {
  const rows = await findAllMemberOrders(trx, payload.memberId);
  payload.sections.orders = rows.map((o) => ({
    orderNo: o.order_no,
    type: o.order_type,
    status: o.status,
    total: o.total.toString(),
    currency: o.currency,
    minorUnit: o.minor_unit,
    delivery: {
      mode: o.delivery_mode,
      receiverName: o.receiver_name,
      phone: o.phone,
      country: o.country,
      province: o.province,
      city: o.city,
      district: o.district,
      street: o.street,
      zip: o.zip,
    },
    remark: o.remark,
    createdAt: o.created_at.toISOString(),
    paidAt: o.paid_at?.toISOString() ?? null,
  }));
}

/** `memberErasing`: the orders stay (amounts, numbers, BV); who received them goes. */
export async function eraseOrderPersons(
  trx: Trx,
  payload: EventPayload<'memberErasing'>,
): Promise<void> {
  await eraseOrderRecipients(trx, payload.memberId, payload.at);
}
