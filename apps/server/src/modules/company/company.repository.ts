import type { Db } from '../../db/client.js';

export function findCompany(db: Db, code: string) {
  return db.selectFrom('company').selectAll().where('code', '=', code).executeTakeFirst();
}
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

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
