import type { Db } from '../db/client.js';
import { COMPANIES, PAYMENT_LOGOS, REVIEWED_DEMO_COMPANY } from './data/companies.js';

/** The eight companies of spec "What the product does and for whom" with their footer data and payment logos. */
export async function seedCompanies(db: Db): Promise<void> {
  await db.insertInto('company').values(COMPANIES).execute();
  const logos = COMPANIES.flatMap(({ code }) =>
    PAYMENT_LOGOS[code].map((file_name, sort) => ({ company_code: code, file_name, sort })),
  );
  await db.insertInto('payment_logo').values(logos).execute();
  await db.insertInto('console_company_setting').values(DEMO_COMPANY_SETTINGS).execute();
}

/**
 * The demo's console settings: ID closes its cycles by the console's review (the seed leaves its
 * last ended week open for it: close-history.ts), and a second operator approves an adjustment
 * above 15,000,000 rupiah (about 1000 dollars); the other companies use the defaults.
 */
const DEMO_COMPANY_SETTINGS = [
  {
    company_code: REVIEWED_DEMO_COMPANY,
    adjustment_approval_above: 15_000_000n,
    cycle_close: 'reviewed',
  },
] as const;
