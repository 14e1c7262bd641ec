import { sql, type Kysely } from 'kysely';

/** Security questions offered to members (labels are `security.question.<id>` in security.json). */
const QUESTION_IDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** PIN, security questions and emailed PIN-reset codes. Secrets are stored only as argon2id hashes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table security_question (
      id smallint primary key,
      label_key text not null,
      sort smallint not null default 0,
      active boolean not null default true
    )`.execute(db);
  for (const id of QUESTION_IDS) {
    await sql`insert into security_question (id, label_key, sort)
      values (${id}, ${`security.question.${id}`}, ${id})`.execute(db);
  }

  // pin_failed_count counts wrong PINs since the last right one or the last lock
  await sql`
    create table member_security (
      member_id integer primary key references member(id) on delete cascade,
      pin_hash text,
      pin_set_at timestamptz,
      pin_failed_count smallint not null default 0 check (pin_failed_count >= 0),
      pin_locked_until timestamptz,
      questions_set_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table member_security_answer (
      member_id integer not null references member(id) on delete cascade,
      position smallint not null check (position between 1 and 3),
      question_id smallint not null references security_question(id),
      answer_hash text not null,
      created_at timestamptz not null default now(),
      primary key (member_id, position),
      unique (member_id, question_id)
    )`.execute(db);

  // one live code per member: sending a new one replaces the old
  await sql`
    create table pin_reset_code (
      member_id integer primary key references member(id) on delete cascade,
      code_hash text not null,
      tries_left smallint not null check (tries_left >= 0),
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}
