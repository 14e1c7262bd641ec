import type { Db } from '../../db/client.js';

/** A page of promotions of the operator's companies, the latest start first, and the count. */
export async function findConsolePromotionPage(
  db: Db,
  filter: { companies?: readonly string[]; companyCode?: string },
  page: { offset: number; limit: number },
) {
  let q = db.selectFrom('promotion');
  // '' keeps the list valid (and empty) for an operator of no company
  if (filter.companies) q = q.where('company_code', 'in', [...filter.companies, '']);
  if (filter.companyCode) q = q.where('company_code', '=', filter.companyCode);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('starts_on', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The login names of some members, by id. */
export async function loginNamesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('member')
    .select(['id', 'login_name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.login_name]));
}

/** The tier awards settling wrote for some members of a promotion. */
export function tierAwardsFor(db: Db, promotionId: number, memberIds: readonly number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('promotion_tier_award')
    .select(['member_id', 'tier_index', 'award'])
    .where('promotion_id', '=', promotionId)
    .where('member_id', 'in', [...memberIds])
    .execute();
}
