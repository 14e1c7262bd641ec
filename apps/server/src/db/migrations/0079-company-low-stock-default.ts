import { sql, type Kysely } from 'kysely';

/**
 * A company's own low-stock default: the threshold of its SKUs that have none of their own.
 * Until now that default was the catalogue's constant (LOW_STOCK_DEFAULT) for every company, so
 * a company whose SKUs move by the hundred had to set each one. Null keeps the constant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table console_company_setting
      add column low_stock_default integer check (low_stock_default >= 0)`.execute(db);
}
