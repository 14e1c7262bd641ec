import type { Db } from '../../src/db/client.js';
import type { EngineMember, EngineOrder } from '../../src/modules/bonus/index.js';
import { recordOrderVolume } from '../../src/modules/organization/index.js';
import { createMember } from '../helpers/factories.js';
import { order, W37 } from './engine-fixtures.js';

/** A time well after the cycles the close tests close (W37 and the few after it) have ended. */
export const AFTER_W37 = new Date(W37 + 5 * 7 * 86_400_000);

type Spec = [
  name: string,
  sponsor: string | null,
  parent: string | null,
  side: 'L' | 'R' | null,
  pc?: boolean,
];

/**
 * A small network in the database (and the same as engine members, by database id): a root,
 * two legs, sponsored members in both legs of `a`, and a preferred customer buying retail.
 */
export const NETWORK: Spec[] = [
  ['root', null, null, null],
  ['a', 'root', 'root', 'L'],
  ['b', 'root', 'root', 'R'],
  ['c', 'a', 'a', 'L'],
  ['d', 'a', 'a', 'R'],
  ['e', 'b', 'b', 'L'],
  ['f', 'c', 'c', 'L'],
  ['p', 'c', 'c', 'R', true],
];

export async function seedNetwork(db: Db, company: string) {
  const ids = new Map<string, number>();
  const members: EngineMember[] = [];
  for (const [name, sponsor, parent, side, pc] of NETWORK) {
    const row = await createMember(db, {
      company_code: company,
      member_type: pc ? 'PC' : 'D',
      sponsor_id: sponsor ? ids.get(sponsor)! : null,
      placement_id: parent ? ids.get(parent)! : null,
      placement_side: side,
    });
    ids.set(name, row.id);
    members.push({
      id: String(row.id),
      sponsorId: sponsor ? String(ids.get(sponsor)) : null,
      parentId: parent ? String(ids.get(parent)) : null,
      side,
      type: pc ? 'PC' : 'DS',
      status: 10,
    });
  }
  return { ids, members };
}

/** [member, BV, order type, day from W37's Monday, platform, refund] */
export type OrderSpec = [string, string, number, number, ('bzz' | 'wpm')?, boolean?];

/** Packages bought in W37 by root, a and b on its Monday, c and d on its Tuesday. */
export const W37_PACKAGES: OrderSpec[] = [
  ['root', '200', 10, 1],
  ['a', '500', 10, 1],
  ['b', '300', 10, 1],
  ['c', '100', 10, 2],
  ['d', '100', 10, 2],
];

/** The orders as the engine sees them, and each recorded on the volume rows as payment does. */
export async function recordOrders(db: Db, ids: Map<string, number>, specs: OrderSpec[]) {
  const orders: EngineOrder[] = [];
  for (const [who, bv, type, day, platform = 'bzz', isRefund = false] of specs) {
    const o = order(String(ids.get(who)), bv, type, day, { platform, refund: isRefund });
    orders.push(o);
    await recordOrderVolume(db, {
      memberId: ids.get(who)!,
      paidAt: new Date(o.paidAt),
      platform,
      orderType: type,
      bvHundredths: isRefund ? -o.bvH : o.bvH,
    });
  }
  return orders;
}
