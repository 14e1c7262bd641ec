import type { Locale, Platform } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';

export interface CategoryOwner {
  companyCode: string;
  platform: Platform;
}

/**
 * Holds the categories of a company and platform for the caller's transaction: two changes of
 * one platform's categories (a name checked as free, a place in the order) queue instead of
 * both reading the list before either writes. Other platforms and companies do not wait.
 */
export async function lockCategoriesOf(trx: Trx, owner: CategoryOwner) {
  await sql`select pg_advisory_xact_lock(hashtext('product_category'), hashtext(${`${owner.companyCode}:${owner.platform}`}))`.execute(
    trx,
  );
}

export async function companyExists(db: Db | Trx, code: string) {
  const row = await db
    .selectFrom('company')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** The categories of a company and platform in the mall's order, with their product counts. */
export function categoryRows(db: Db | Trx, owner: CategoryOwner) {
  return db
    .selectFrom('product_category as c')
    .select(['c.id', 'c.code'])
    .select((eb) =>
      eb
        .selectFrom('product as p')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('p.category_id', '=', 'c.id')
        .as('product_count'),
    )
    .where('c.company_code', '=', owner.companyCode)
    .where('c.platform', '=', owner.platform)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export function categoryNameRows(db: Db | Trx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_category_text')
    .select(['category_id', 'locale', 'name'])
    .where('category_id', 'in', ids)
    .execute();
}

/**
 * The first of `names` another category of the company and platform already has in the same
 * language, letter case aside (members would see two entries they cannot tell apart).
 */
export function takenName(
  trx: Trx,
  owner: CategoryOwner,
  names: [Locale, string][],
  exceptId: number | null,
) {
  let query = trx
    .selectFrom('product_category_text as t')
    .innerJoin('product_category as c', 'c.id', 't.category_id')
    .select(['t.locale', 't.name'])
    .where('c.company_code', '=', owner.companyCode)
    .where('c.platform', '=', owner.platform)
    .where((eb) =>
      eb.or(
        names.map(([locale, name]) =>
          eb.and([
            eb('t.locale', '=', locale),
            eb(eb.fn('lower', ['t.name']), '=', name.toLowerCase()),
          ]),
        ),
      ),
    );
  if (exceptId !== null) query = query.where('c.id', '<>', exceptId);
  return query.orderBy('t.locale').limit(1).executeTakeFirst();
}

/**
 * A new category after the platform's last one. Its code (the seed's key) is made from its id,
 * taken from the table's own sequence first, so two categories never share one.
 */
export async function insertCategory(trx: Trx, owner: CategoryOwner) {
  const next = await sql<{
    id: number;
  }>`select nextval(pg_get_serial_sequence('product_category', 'id'))::int as id`.execute(trx);
  const id = next.rows[0]!.id;
  const code = `category-${id}`;
  await trx
    .insertInto('product_category')
    .values({
      id,
      company_code: owner.companyCode,
      platform: owner.platform,
      code,
      sort: sql<number>`(select coalesce(max(sort), 0) + 1 from product_category
        where company_code = ${owner.companyCode} and platform = ${owner.platform})`,
    })
    .execute();
  return { id, code };
}

export async function replaceCategoryNames(trx: Trx, id: number, names: [Locale, string][]) {
  await trx.deleteFrom('product_category_text').where('category_id', '=', id).execute();
  await trx
    .insertInto('product_category_text')
    .values(names.map(([locale, name]) => ({ category_id: id, locale, name })))
    .execute();
}

/** One category, its row held for the caller's transaction. */
export function lockedCategory(trx: Trx, id: number) {
  return trx
    .selectFrom('product_category')
    .select(['id', 'company_code', 'platform', 'code'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Numbers the categories 1, 2, … in the order given (the mall sorts by it). */
export async function setCategoryOrder(trx: Trx, ids: number[]) {
  if (ids.length === 0) return;
  const rows = ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`);
  await sql`
    update product_category c set sort = o.sort
    from (values ${sql.join(rows)}) as o(id, sort)
    where c.id = o.id and c.sort <> o.sort`.execute(trx);
}

/** Whether any product, published or withdrawn, is listed under the category. */
export async function categoryInUse(trx: Trx, id: number) {
  const row = await trx
    .selectFrom('product')
    .select('id')
    .where('category_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteCategory(trx: Trx, id: number) {
  await trx.deleteFrom('product_category').where('id', '=', id).execute();
}
