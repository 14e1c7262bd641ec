import { sql, type Kysely } from 'kysely';

/**
 * A member session an operator opened to look at the member's portal (the console's view-as):
 * it is a silent login (`is_from_oss`) that the member API keeps read-only (plugins/auth.ts).
 * Other silent logins (the `silent-ticket` command, the operators' system) stay as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member_session add column view_as boolean not null default false`.execute(
    db,
  );
}
