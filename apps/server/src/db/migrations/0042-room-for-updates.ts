import { sql, type Kysely } from 'kysely';

/**
 * Room on each page for a row's next version. A cycle close raises the rank or award of
 * hundreds of thousands of members, and every transfer and payment rewrites account balances.
 * With full pages (the default fillfactor, 100) each such update lands on another page and
 * adds an entry to every index of the table: `member` has seven. With a tenth of each page kept
 * free, an update that changes no indexed column stays on its page (a HOT update) and touches
 * no index: the close's promotions of 1,000,000 members (bench:bonus) took 4.8–5.6 s, 2.75 s
 * with it.
 *
 * The setting applies to pages written from now on (new rows, and a table rewritten by
 * VACUUM FULL or CLUSTER); existing pages keep their layout until then (docs/bonus.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member set (fillfactor = 90)`.execute(db);
  await sql`alter table ledger_account set (fillfactor = 90)`.execute(db);
}
