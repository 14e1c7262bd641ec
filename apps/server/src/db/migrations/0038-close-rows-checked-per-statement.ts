import { sql, type Kysely } from 'kysely';

/**
 * A cycle close writes a row per member in three tables, and the leg refresh one per member in
 * a fourth: a million rows each at a million members (bench:bonus). Two things made that slow:
 *
 * 1. Left-on-the-table lines were rows of their own, 2.8 million at a million members, each
 *    with a four-column text key: 27 s of a 125 s close. A member reads all of theirs at once,
 *    beside their end state, so they now live in that state's row (`left_on_table`, a JSON
 *    array of `{type, rule, amountBv?, volume?}`), and `bonus_left_line` is gone.
 * 2. A foreign key checks each new row on its own: a lookup and a key-share lock on the
 *    member's row, two thirds of each insert's time (100,000 member states: 1.18 s with the
 *    keys, 0.37 s without). As migration 0037 did for the left lines, each table's references
 *    are checked once per statement, over the statement's new rows (a transition table): one
 *    anti-join. Nothing deletes members or cycles; should anything try, a statement trigger on
 *    `member` and `bonus_cycle` refuses a delete that would leave these rows dangling, which is
 *    what the foreign keys did.
 */
interface Checked {
  table: string;
  constraints: string[];
  /** also refers to its company's cycle (bonus_cycle) */
  cycle: boolean;
}

const CHECKED: Checked[] = [
  {
    table: 'bonus_member_cycle',
    constraints: [
      'bonus_member_cycle_member_id_fkey',
      'bonus_member_cycle_company_code_cycle_fkey',
    ],
    cycle: true,
  },
  {
    table: 'bonus_line',
    constraints: ['bonus_line_member_id_fkey', 'bonus_line_company_code_cycle_fkey'],
    cycle: true,
  },
  {
    table: 'tree_cycle_snapshot',
    constraints: ['tree_cycle_snapshot_member_id_fkey'],
    cycle: false,
  },
  { table: 'tree_leg_volume', constraints: ['tree_leg_volume_member_id_fkey'], cycle: false },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await moveLeftLines(db);
  for (const c of CHECKED) await checkPerStatement(db, c);
  await guardDeletes(db);
}

async function moveLeftLines(db: Kysely<unknown>) {
  await sql`
    alter table bonus_member_cycle add column left_on_table jsonb not null default '[]'`.execute(
    db,
  );
  await sql`
    update bonus_member_cycle s set left_on_table = l.lines
    from (select cycle, member_id,
            jsonb_agg(jsonb_strip_nulls(jsonb_build_object('type', bonus_type, 'rule', rule,
              'amountBv', amount_bv, 'volume', volume)) order by bonus_type, rule) as lines
          from bonus_left_line group by cycle, member_id) l
    where s.cycle = l.cycle and s.member_id = l.member_id`.execute(db);
  await sql`drop table bonus_left_line`.execute(db);
  await sql`drop function bonus_left_line_refs()`.execute(db);
}

async function checkPerStatement(db: Kysely<unknown>, { table, constraints, cycle }: Checked) {
  for (const name of constraints) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(name)}`.execute(db);
  }
  const cycleCheck = cycle
    ? `if exists (select 1 from new_rows n where not exists
                   (select 1 from bonus_cycle c
                     where c.company_code = n.company_code and c.cycle = n.cycle)) then
        raise exception '${table} names a cycle that does not exist'
          using errcode = 'foreign_key_violation';
      end if;`
    : '';
  await sql`
    create function ${sql.raw(`${table}_refs`)}() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from new_rows n where not exists
                   (select 1 from member m where m.id = n.member_id)) then
        raise exception '${sql.raw(table)} names a member that does not exist'
          using errcode = 'foreign_key_violation';
      end if;
      ${sql.raw(cycleCheck)}
      return null;
    end $$`.execute(db);
  // a trigger with a transition table takes one event: one for inserts, one for updates
  for (const event of ['insert', 'update']) {
    await sql`
      create trigger ${sql.raw(`${table}_refs_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        referencing new table as new_rows
        for each statement execute function ${sql.raw(`${table}_refs`)}()`.execute(db);
  }
}

async function guardDeletes(db: Kysely<unknown>) {
  const memberRefs = CHECKED.map(
    (c) => `exists (select 1 from ${c.table} r join old_rows o on o.id = r.member_id)`,
  ).join(' or ');
  const cycleRefs = CHECKED.filter((c) => c.cycle)
    .map(
      (c) =>
        `exists (select 1 from ${c.table} r join old_rows o
           on o.company_code = r.company_code and o.cycle = r.cycle)`,
    )
    .join(' or ');
  for (const [table, refs] of [
    ['member', memberRefs],
    ['bonus_cycle', cycleRefs],
  ] as const) {
    await sql`
      create function ${sql.raw(`${table}_delete_refs`)}() returns trigger language plpgsql as $$
      begin
        if ${sql.raw(refs)} then
          raise exception 'a deleted ${sql.raw(table)} row is still referenced by the cycle close'
            using errcode = 'foreign_key_violation';
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_delete_refs`)} after delete on ${sql.table(table)}
        referencing old table as old_rows
        for each statement execute function ${sql.raw(`${table}_delete_refs`)}()`.execute(db);
  }
}
