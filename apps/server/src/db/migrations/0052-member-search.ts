import { sql, type Kysely } from 'kysely';

/**
 * The console's member search (modules/member/member-console.repository.ts) matches prefixes:
 * `lower(login_name) like 'q%'`, `lower(user_name) like 'q%'`, `lower(email) like 'q%'`,
 * `phone like 'q%'`, or the id, each arm on its own index, and takes the newest ids of their
 * union. A prefix LIKE is served only by a `text_pattern_ops` index (the plain `lower(email)`
 * index of 0001 uses the database's collation, which LIKE cannot range over). Each index also
 * holds the id and the company (and, for an expression, its column: PostgreSQL reads an
 * expression index alone only when the column is in it), so an arm is read from its index
 * without visiting the table: a 3-character prefix matching 10,000 of a million members costs
 * about 10 ms, where the planner's walk down the primary key took seconds (docs/benchmarks.md,
 * "The console's reads"). The login and name indexes of 0019 serve the same prefixes and are
 * replaced by these.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index member_login_prefix_idx`.execute(db);
  await sql`drop index member_name_prefix_idx`.execute(db);
  await sql`create index member_login_prefix_idx on member (lower(login_name) text_pattern_ops)
    include (login_name, id, company_code)`.execute(db);
  await sql`create index member_name_prefix_idx on member (lower(user_name) text_pattern_ops)
    include (user_name, id, company_code)`.execute(db);
  await sql`create index member_email_prefix_idx on member (lower(email) text_pattern_ops)
    include (email, id, company_code)`.execute(db);
  await sql`create index member_phone_prefix_idx on member (phone text_pattern_ops)
    include (id, company_code)`.execute(db);
}
