import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import './disclosure.tables.js';

type Reader = Db | Trx;

/**
 * A cycle closed by the position: its bonus journal is at or before the position's entry, or,
 * for a cycle that paid nothing (no journal), it closed by the position's time.
 */
const closedByPosition = (s: StatementScope) =>
  sql<boolean>`((c.journal_id is not null and c.journal_id <= ${s.lastEntryId})
    or (c.journal_id is null and c.closed_at <= ${s.takenAt}))`;

/** What a statement reads up to: the period's instants and the ledger position. */
export interface StatementScope {
  companyCode: string;
  currency: string;
  /** the first instant of the first day, and the first instant after the last day */
  from: Date;
  to: Date;
  lastEntryId: bigint;
  takenAt: Date;
}

/** The highest journal entry written so far (0 on an empty ledger): the statement's position. */
export async function findLedgerPosition(db: Reader): Promise<bigint> {
  const row = await db
    .selectFrom('journal_entry')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0n : BigInt(row.last);
}

/**
 * Every participant of the period with their group and gross bonus: the company's distributors
 * (type D, activated: status other than 0) who had joined by the period's end, and anyone the
 * ledger credited a bonus in it. The bonus is the sum of the bonus close journals' credits to
 * the member's bonus and world-plan accounts in the company's currency, posted in the period
 * and at or before the position; the journals are found from the company's cycles (each close
 * keeps its journal's id), so no scan of the whole journal is needed. The group is the highest paid-as award of the cycles closed in
 * the period ('00': none); award codes sort as text.
 */
export async function findParticipants(db: Reader, s: StatementScope) {
  const { rows } = await sql<{ member_id: number; award: string; earned: string }>`
    with credits as (
      select la.member_id, sum(p.amount) as earned
      from bonus_cycle bc
      join journal_entry je on je.id = bc.journal_id
      join posting p on p.entry_id = je.id
      join ledger_account la on la.id = p.account_id
      where bc.company_code = ${s.companyCode} and je.type = 'bonusClose'
        and je.created_at >= ${s.from} and je.created_at < ${s.to} and je.id <= ${s.lastEntryId}
        and la.member_id is not null and la.kind in ('bonus', 'worldplan')
        and la.currency = ${s.currency} and p.amount > 0
      group by la.member_id
    ), ranks as (
      select mc.member_id, max(mc.paid_as_award) as award
      from bonus_member_cycle mc
      join bonus_cycle c on c.company_code = mc.company_code and c.cycle = mc.cycle
      where c.company_code = ${s.companyCode} and c.state = 'closed'
        and c.closed_at >= ${s.from} and c.closed_at < ${s.to}
        and ${closedByPosition(s)}
      group by mc.member_id
    ), people as (
      select m.id as member_id from member m
      where m.company_code = ${s.companyCode} and m.member_type = 'D' and m.status <> 0
        and m.created_at < ${s.to} and m.created_at <= ${s.takenAt}
      union
      select member_id from credits
    )
    select people.member_id, coalesce(ranks.award, '00') as award,
      coalesce(credits.earned, 0)::text as earned
    from people
    left join ranks on ranks.member_id = people.member_id
    left join credits on credits.member_id = people.member_id`.execute(db);
  return rows;
}

/** The company's cycles closed in the period by the position's time: the ranks read. */
export async function countClosedCycles(db: Reader, s: StatementScope): Promise<number> {
  const row = await db
    .selectFrom('bonus_cycle as c')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('c.company_code', '=', s.companyCode)
    .where('c.state', '=', 'closed')
    .where('c.closed_at', '>=', s.from)
    .where('c.closed_at', '<', s.to)
    .where(closedByPosition(s))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface NewStatement {
  companyCode: string;
  startDate: string;
  endDate: string;
  currency: string;
  minorUnit: number;
  lastEntryId: bigint;
  takenAt: Date;
  cycles: number;
  figures: unknown;
  by: string;
  at: Date;
}

export async function insertStatement(trx: Trx, s: NewStatement) {
  return trx
    .insertInto('income_disclosure')
    .values({
      company_code: s.companyCode,
      start_date: s.startDate,
      end_date: s.endDate,
      currency: s.currency,
      minor_unit: s.minorUnit,
      last_entry_id: s.lastEntryId,
      taken_at: s.takenAt,
      cycles: s.cycles,
      figures: JSON.stringify(s.figures),
      generated_by: s.by,
      generated_at: s.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findStatement(db: Reader, id: number, forUpdate = false) {
  const q = db.selectFrom('income_disclosure').selectAll().where('id', '=', id);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
}
export type StatementRow = NonNullable<Awaited<ReturnType<typeof findStatement>>>;

/** The company's statements, newest first; only the published ones for the public page. */
export function findStatements(db: Reader, companyCode: string, publishedOnly: boolean) {
  let q = db
    .selectFrom('income_disclosure')
    .selectAll()
    .where('company_code', '=', companyCode)
    .limit(100);
  if (publishedOnly) q = q.where('published_at', 'is not', null).orderBy('end_date', 'desc');
  return q.orderBy('id', 'desc').execute();
}

export function markPublished(trx: Trx, id: number, by: string, at: Date) {
  return trx
    .updateTable('income_disclosure')
    .set({ published_by: by, published_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
