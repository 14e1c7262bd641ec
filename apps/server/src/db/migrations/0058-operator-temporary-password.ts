import { sql, type Kysely } from 'kysely';

/**
 * An operator whose password someone else chose (an administrator in the console, or
 * `operator:add`) must change it before doing anything else: the console API answers every call
 * but the operator's own (me, password, sign-out) with `passwordChangeRequired` until then.
 * Operators that exist keep working as they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table operator add column password_change_required boolean not null default false`.execute(
    db,
  );
}
