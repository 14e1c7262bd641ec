import { sql, type Kysely } from 'kysely';

/**
 * Login lockout that nobody else can trigger: only failures that came
 * with a solved captcha count towards locking an account, so each attempt records whether
 * it had one; and a member is mailed once per burst of failures, remembered per login name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table login_attempt add column captcha_solved boolean not null default false`.execute(
    db,
  );
  await sql`
    create table login_alert (
      login_key text primary key,
      sent_at timestamptz not null
    )`.execute(db);
}
