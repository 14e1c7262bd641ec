import { sql, type Kysely } from 'kysely';

/**
 * The console's member search (modules/member/member-console.repository.ts) matches prefixes:
 * `lower(login_name) like 'q%'`, `lower(user_name) like 'q%'`, `lower(email) like 'q%'`,
 * `phone like 'q%'`, or the id. A prefix LIKE is served only by a `text_pattern_ops` index (the
 * plain `lower(email)` index of 0001 uses the database's collation, which LIKE cannot range
 * over). Login and name have theirs since 0019; email and phone get theirs here, so each arm of
 * the search reads the few matching rows of a million members (a bitmap OR of the four).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index member_email_prefix_idx on member (lower(email) text_pattern_ops)`.execute(
    db,
  );
  await sql`create index member_phone_prefix_idx on member (phone text_pattern_ops)`.execute(db);
}
