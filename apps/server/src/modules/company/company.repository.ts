import { sql, type Expression } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/client.js';

export function findCompany(db: Db, code: string) {
  return db.selectFrom('company').selectAll().where('code', '=', code).executeTakeFirst();
}
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/**
 * `findCompany` with rows of other modules' faces read by the same statement (the settings
 * rows an order needs, a request's stored answer, the order's SKUs): one round trip, not four.
 */
export function findCompanyWith<R, A, S>(
  db: Db,
  code: string,
  embeds: { rows: Expression<R>; answer?: Expression<A>; skus?: Expression<S> },
) {
  return db
    .selectFrom('company')
    .selectAll('company')
    .select([
      jsonArrayFrom(embeds.rows).as('seen_rows'),
      embeds.answer
        ? jsonObjectFrom(embeds.answer).as('seen_answer')
        : sql<null>`null`.as('seen_answer'),
      embeds.skus
        ? jsonArrayFrom(embeds.skus).as('seen_skus')
        : sql<[]>`'[]'::json`.as('seen_skus'),
    ])
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function findPaymentLogos(db: Db, companyCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('payment_logo')
    .select('file_name')
    .where('company_code', '=', companyCode)
    .orderBy('sort')
    .orderBy('file_name')
    .execute();
  return rows.map((r) => r.file_name);
}
