import { PAID_ORDER_STATUSES } from '@portal/contract';
import type { Db } from '../../db/client.js';

/** One paid order's volume, as a promotion counts it. */
export interface PaidOrderVolume {
  orderNo: string;
  /** hundredths of BV, net of refunds */
  netBv: bigint;
  paidAt: Date;
}

/**
 * The member's orders paid in [from, to) and not wholly refunded, with their net BV: what the
 * promotions' BV, qualifying-order and alphaspin rules count. Oldest first.
 */
export async function paidOrderVolumesBetween(
  db: Db,
  memberId: number,
  from: Date,
  to: Date,
): Promise<PaidOrderVolume[]> {
  const rows = await db
    .selectFrom('shop_order')
    .select(['order_no', 'bv', 'refunded_bv', 'paid_at'])
    .where('member_id', '=', memberId)
    .where('status', 'in', [...PAID_ORDER_STATUSES])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .orderBy('paid_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    orderNo: r.order_no,
    netBv: BigInt(r.bv) - BigInt(r.refunded_bv),
    paidAt: r.paid_at!,
  }));
}

/**
 * The company's members with an order paid in [from, to): who an ended goal promotion looks
 * at when it settles; each one's net BV is then read as above.
 */
export async function membersPaidBetween(
  db: Db,
  companyCode: string,
  from: Date,
  to: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom('shop_order')
    .select('member_id')
    .distinct()
    .where('company_code', '=', companyCode)
    .where('status', 'in', [...PAID_ORDER_STATUSES])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .orderBy('member_id')
    .execute();
  return rows.map((r) => r.member_id);
}
