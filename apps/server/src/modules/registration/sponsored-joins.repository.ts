import type { Db } from '../../db/client.js';

/**
 * How many members `sponsorId` personally sponsored joined in [from, to): the promotions'
 * "new personally sponsored members" goal. Enrolment and the seed both write the
 * member row, so it counts whoever joined, however they came.
 */
export async function sponsoredJoinsBetween(
  db: Db,
  sponsorId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sponsor_id', '=', sponsorId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The company's members who personally sponsored someone who joined in [from, to). */
export async function sponsorsWithJoinsBetween(
  db: Db,
  companyCode: string,
  from: Date,
  to: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom('member')
    .select('sponsor_id')
    .distinct()
    .where('company_code', '=', companyCode)
    .where('sponsor_id', 'is not', null)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('sponsor_id')
    .execute();
  return rows.map((r) => r.sponsor_id!);
}
