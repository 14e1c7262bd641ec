import {
  MARKETPLACE_ONLY_COMPANY,
  MEMBER_STATUS,
  type OrderAddress,
  type Platform,
} from '@portal/contract';
import type { Db } from '../db/client.js';
import { MEMBER_CONTEXT_COLUMNS } from '../db/member-columns.js';
import type { MemberContext } from '../lib/member-context.js';
import { toMemberInfo } from '../modules/member/index.js';
import type { AddressLookup } from '../modules/order/index.js';
import { defaultShippingAddress } from './addresses.js';
import { DEMO_LOGINS } from './demo-accounts.js';

/** Besides the demo logins, this many active members per company (the top of its network). */
const NETWORK_BUYERS = 1;
/**
 * The demo logins' downlines buy too, so each one's bonus report has lines in its own company
 * and currency: `demo`'s three sponsor levels deep (its trees and reports are the
 * tour), the others' direct recruits only, which keeps the seed's added time small. Not WT's:
 * it sells only in the marketplace, and the plan counts only main-platform volume for "active"
 * (compensation plan, Members), so no WT member can earn a bonus and closes would pay nothing.
 */
export const DOWNLINE_DEMO_LOGINS = DEMO_LOGINS.filter(
  (d) => d.downline > 0 && d.company !== MARKETPLACE_ONLY_COMPANY,
);
const downlineLevels = (login: string) => (login === 'demo' ? 3 : 1);

export interface HistoryMember {
  context: MemberContext;
  memberType: string;
  isDemo: boolean;
  /** in a demo login's downline: buys in the open cycle too, so its trees show volume */
  inDemoDownline: boolean;
  /**
   * Buys in the last closed cycle for sure: the demo logins, and the downlines of those whose
   * company closes only a few cycles (demo's three levels buy often enough as it is).
   */
  buysLastCycle: boolean;
}

/** The levels below `ancestorId` on a sponsor path ('/1/5/9/'), or -1 when not below it. */
function levelsBelow(sponsorPath: string, ancestorId: number): number {
  const ids = sponsorPath.split('/').filter(Boolean);
  const at = ids.indexOf(String(ancestorId));
  return at < 0 ? -1 : ids.length - 1 - at;
}

/**
 * The demo logins, their downlines (see downlineLevels), and the first active members of every
 * company that has a catalogue.
 */
export async function historyMembers(db: Db): Promise<HistoryMember[]> {
  const demoLogins = new Set(DEMO_LOGINS.map((d) => d.login));
  const rows = await db
    .selectFrom('member as m')
    .select([...MEMBER_CONTEXT_COLUMNS, 'm.sponsor_path'])
    .where('m.status', '=', MEMBER_STATUS.active)
    .where('m.company_code', 'in', db.selectFrom('product').select('company_code').distinct())
    .orderBy('m.id')
    .execute();
  const perCompany = new Map<string, number>();
  const heads = new Set(DOWNLINE_DEMO_LOGINS.map((d) => d.login));
  const headRows = rows.filter((r) => heads.has(r.login_name));
  return rows.flatMap((row) => {
    const isDemo = demoLogins.has(row.login_name);
    const headOf = headRows.find((head) => {
      const depth = levelsBelow(row.sponsor_path, head.member_id);
      return depth >= 1 && depth <= downlineLevels(head.login_name);
    });
    const inDemoDownline = headOf !== undefined;
    const buysLastCycle = isDemo || (headOf !== undefined && headOf.login_name !== 'demo');
    const taken = perCompany.get(row.company_code) ?? 0;
    if (!isDemo && !inDemoDownline && taken >= NETWORK_BUYERS) return [];
    if (!isDemo && !inDemoDownline) perCompany.set(row.company_code, taken + 1);
    const context: MemberContext = {
      sessionId: 0n,
      isFromOss: false,
      memberId: row.member_id,
      companyCode: row.company_code,
      loginName: row.login_name,
      userName: row.user_name,
      email: row.email,
      status: row.status,
      info: toMemberInfo(row),
    };
    return [{ context, memberType: row.member_type, isDemo, inDemoDownline, buysLastCycle }];
  });
}

export interface HistorySku {
  id: number;
  kind: string;
}

/** The SKUs a history order picks from, per `company/platform`: in stock (the seed's sold-out ones not), no packs. */
export async function historySkus(db: Db): Promise<Map<string, HistorySku[]>> {
  const rows = await db
    .selectFrom('product_sku as s')
    .innerJoin('product as p', 'p.id', 's.product_id')
    .select(['s.id', 'p.kind', 'p.company_code', 'p.platform'])
    .where('s.stock', '>', 0)
    .where('p.kind', '!=', 'pack')
    .where('p.active', '=', true)
    .where('s.active', '=', true)
    .orderBy('s.id')
    .execute();
  const skus = new Map<string, HistorySku[]>();
  for (const r of rows) {
    const key = skuKey(r.company_code, r.platform);
    skus.set(key, [...(skus.get(key) ?? []), { id: r.id, kind: r.kind }]);
  }
  return skus;
}

export const skuKey = (company: string, platform: Platform | string) => `${company}/${platform}`;

/**
 * Where the history's orders ship, through the order's own address port: a demo login's
 * default address from its seeded address book (seed/addresses.ts), so the addresses page
 * holds where its delivered orders went; the network, which has no address book, ships to the
 * member's name at the company's office street.
 */
export const historyAddress: AddressLookup = async (db, memberId) => {
  const own = await defaultShippingAddress(db, memberId);
  if (own) return own;
  const m = await db
    .selectFrom('member')
    .select(['first_name', 'last_name', 'company_code'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const address: OrderAddress = {
    receiverName: `${m.first_name} ${m.last_name}`.slice(0, 20),
    phone: '+12125550100',
    country: m.company_code === 'WT' ? 'TW' : m.company_code,
    province: 'Central',
    city: 'Capital City',
    district: '',
    street: '1 Market Street',
    zip: '10001',
  };
  return address;
};
