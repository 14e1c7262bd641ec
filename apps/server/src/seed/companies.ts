import type { Db } from '../db/client.js';
import { COMPANIES, PAYMENT_LOGOS } from './data/companies.js';

/** The eight companies of spec "What the product does and for whom" with their footer data and payment logos. */
export async function seedCompanies(db: Db): Promise<void> {
  await db.insertInto('company').values(COMPANIES).execute();
  const logos = COMPANIES.flatMap(({ code }) =>
    PAYMENT_LOGOS[code].map((file_name, sort) => ({ company_code: code, file_name, sort })),
  );
  await db.insertInto('payment_logo').values(logos).execute();
}
