import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';

export interface MemberSearchFilter {
  /** the text as typed (trimmed) */
  q: string;
  /** the id to match too, when the text is all digits and fits an integer */
  id?: number;
  /** only these companies; undefined for all */
  companies?: readonly string[];
}

/** LIKE's own characters in the text are matched as themselves (backslash is the escape). */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The ids of the matches: one arm per prefix index (migration 0052) and the id when given, in a
 * union. Each arm reads only its index (it holds the id and the company), so the cost grows with
 * the matches, never with the table; the company limit is checked in each arm, so a page is full.
 */
function matchingIds(db: Db, f: MemberSearchFilter) {
  const lowered = likePrefix(f.q.toLowerCase());
  const arm = (match: ReturnType<typeof sql<boolean>>) => {
    let q = db.selectFrom('member as m').select('m.id').where(match);
    if (f.companies) {
      q = q.where('m.company_code', 'in', f.companies.length ? [...f.companies] : ['']);
    }
    return q;
  };
  let ids = arm(sql<boolean>`lower(m.login_name) like ${lowered}`)
    .union(arm(sql<boolean>`lower(m.user_name) like ${lowered}`))
    .union(arm(sql<boolean>`lower(m.email) like ${lowered}`))
    .union(arm(sql<boolean>`m.phone like ${likePrefix(f.q)}`));
  if (f.id !== undefined) ids = ids.union(arm(sql<boolean>`m.id = ${f.id}`));
  return ids;
}

const SUMMARY_COLUMNS = [
  'm.id',
  'm.login_name',
  'm.user_name',
  'm.email',
  'm.phone',
  'm.company_code',
  'm.status',
  'm.created_at',
] as const;

/** One page of the matches, newest member first: the page's ids first, then their rows. */
export function findMemberPage(db: Db, f: MemberSearchFilter, limit: number, offset: number) {
  const page = db
    .selectFrom(matchingIds(db, f).as('u'))
    .select('u.id')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .offset(offset);
  return db
    .selectFrom('member as m')
    .select(SUMMARY_COLUMNS)
    .where('m.id', 'in', page)
    .orderBy('m.id', 'desc')
    .execute();
}
export type MemberSummaryRow = Awaited<ReturnType<typeof findMemberPage>>[number];

/**
 * How many match, counted up to `cap` only: a short prefix can match a large part of a million
 * members, and a full count would read every one of them for a number nobody pages through.
 * The limited subquery stops at `cap` rows; the caller answers the cap as "at least this many".
 */
export async function countMembersCapped(db: Db, f: MemberSearchFilter, cap: number) {
  const row = await db
    .selectFrom(db.selectFrom(matchingIds(db, f).as('u')).select('u.id').limit(cap).as('hit'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member as the console's member page shows it, with the sponsor's login name. */
export function findConsoleMember(db: Db, id: number) {
  return db
    .selectFrom('member as m')
    .leftJoin('member as s', 's.id', 'm.sponsor_id')
    .select([...SUMMARY_COLUMNS, 'm.rank_code', 's.login_name as sponsor_login_name'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** Members this member sponsored directly (the sponsor_id index). */
export async function countSponsored(db: Db, id: number) {
  const row = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sponsor_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The member's latest orders (the shop_order (member_id, created_at desc) index). The order
 * module's face has no per-member read for an operator (its reads are the member's own, by
 * session, or the ops queue), so this one small read is here.
 */
export function findRecentOrders(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('shop_order')
    .select(['order_no', 'order_type', 'status', 'total', 'currency', 'minor_unit', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The member's status and company, locked for the change that follows. */
export function lockMemberStatus(trx: Trx, id: number) {
  return trx
    .selectFrom('member')
    .select(['id', 'status', 'company_code'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setMemberStatus(trx: Trx, id: number, status: number, at: Date) {
  await trx.updateTable('member').set({ status, updated_at: at }).where('id', '=', id).execute();
}
