import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/client.js';
import type {
  AutoshipLineTable,
  AutoshipRow,
  AutoshipRunRow,
  AutoshipRunTable,
  AutoshipTable,
} from './autoship.tables.js';

/** SQL of the autoship tables (docs/autoship.md). */

export function autoshipById(db: Db, id: number): Promise<AutoshipRow | undefined> {
  return db.selectFrom('autoship').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row under a lock, for a change that must not race the run job or another change. */
export function lockAutoship(db: Db, id: number): Promise<AutoshipRow | undefined> {
  return db.selectFrom('autoship').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function autoshipByKey(db: Db, key: string): Promise<AutoshipRow | undefined> {
  return db
    .selectFrom('autoship')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function memberAutoships(db: Db, memberId: number): Promise<AutoshipRow[]> {
  return db
    .selectFrom('autoship')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();
}

export async function countLiveAutoships(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('autoship')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts the autoship unless its key made one; answers the key's one autoship. */
export async function insertAutoshipOnce(
  db: Db,
  row: Insertable<AutoshipTable>,
  lines: { productSkuId: number; qty: number }[],
): Promise<{ autoship: AutoshipRow; created: boolean }> {
  const created = await db
    .insertInto('autoship')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!created) {
    const seen = await autoshipByKey(db, row.idempotency_key);
    if (!seen) throw new Error('autoship vanished');
    return { autoship: seen, created: false };
  }
  await replaceLines(db, created.id, lines);
  return { autoship: created, created: true };
}

export async function updateAutoship(
  db: Db,
  id: number,
  set: Updateable<AutoshipTable>,
): Promise<AutoshipRow> {
  return db
    .updateTable('autoship')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function replaceLines(
  db: Db,
  autoshipId: number,
  lines: { productSkuId: number; qty: number }[],
): Promise<void> {
  await db.deleteFrom('autoship_line').where('autoship_id', '=', autoshipId).execute();
  const rows: Insertable<AutoshipLineTable>[] = lines.map((l, i) => ({
    autoship_id: autoshipId,
    product_sku_id: l.productSkuId,
    qty: l.qty,
    position: i,
  }));
  if (rows.length) await db.insertInto('autoship_line').values(rows).execute();
}

export function linesOf(db: Db, autoshipIds: number[]) {
  if (autoshipIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('autoship_line')
    .selectAll()
    .where('autoship_id', 'in', autoshipIds)
    .orderBy('autoship_id')
    .orderBy('position')
    .execute();
}

/** Active autoships due on or before `day` (the run job's list). */
export function dueAutoships(db: Db, day: string, limit: number): Promise<AutoshipRow[]> {
  return db
    .selectFrom('autoship')
    .selectAll()
    .where('status', '=', 'active')
    .where('next_run_date', '<=', day)
    .orderBy('next_run_date')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Active autoships whose next run falls between the two days (pre-flight, forecast). */
export function autoshipsRunningBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('autoship')
    .selectAll()
    .where('status', '=', 'active')
    .where('next_run_date', '>=', from)
    .where('next_run_date', '<=', to)
    .orderBy('id')
    .execute();
}

/**
 * The company's active autoships (neither paused nor cancelled) whose next run is on or before
 * `to`, optionally one member's: the scheduled runs the estimated bonus projects.
 */
export function activeAutoshipsRunningBy(
  db: Db,
  companyCode: string,
  to: string,
  memberId?: number,
): Promise<AutoshipRow[]> {
  let query = db
    .selectFrom('autoship')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('status', '=', 'active')
    .where('next_run_date', '<=', to);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  return query.orderBy('id').execute();
}

/** Every autoship, newest first, for the operator's list. */
export function allAutoships(db: Db, limit: number) {
  return db.selectFrom('autoship').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/**
 * Claims a period: the run row of (autoship, date) is inserted once, whatever the number of
 * servers or runs; null when another run claimed it first.
 */
export function claimRun(
  db: Db,
  row: Insertable<AutoshipRunTable>,
): Promise<AutoshipRunRow | undefined> {
  return db
    .insertInto('autoship_run')
    .values(row)
    .onConflict((oc) => oc.columns(['autoship_id', 'run_date']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function lockRun(db: Db, id: number): Promise<AutoshipRunRow | undefined> {
  return db
    .selectFrom('autoship_run')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateRun(db: Db, id: number, set: Updateable<AutoshipRunTable>) {
  return db
    .updateTable('autoship_run')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Runs still open: pending (an answer to find) or retrying on or before `day`. */
export function openRuns(db: Db, day: string, limit: number): Promise<AutoshipRunRow[]> {
  return db
    .selectFrom('autoship_run')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'retrying'), eb('next_retry_date', '<=', day)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function runPage(db: Db, autoshipId: number, pageNum: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('autoship_run')
      .selectAll()
      .where('autoship_id', '=', autoshipId)
      .orderBy('run_date', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
    db
      .selectFrom('autoship_run')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('autoship_id', '=', autoshipId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function lastRuns(db: Db, autoshipIds: number[]): Promise<AutoshipRunRow[]> {
  if (autoshipIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('autoship_run')
    .selectAll()
    .distinctOn('autoship_id')
    .where('autoship_id', 'in', autoshipIds)
    .orderBy('autoship_id')
    .orderBy('run_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Records the pre-flight of a period once; false when it was already sent. */
export async function recordPreflightOnce(
  db: Db,
  autoshipId: number,
  runDate: string,
  problems: string[],
  at: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('autoship_preflight')
    .values({
      autoship_id: autoshipId,
      run_date: runDate,
      problems: JSON.stringify(problems),
      sent_at: at,
    })
    .onConflict((oc) => oc.columns(['autoship_id', 'run_date']).doNothing())
    .returning('autoship_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The company's active autoships due by `to` (an overdue one runs at the next job) with their
 * lines of these SKUs: what the stock page's demand is summed from.
 */
export function dueLinesOfSkus(db: Db, companyCode: string, to: string, skuIds: number[]) {
  return db
    .selectFrom('autoship as a')
    .innerJoin('autoship_line as l', 'l.autoship_id', 'a.id')
    .select([
      'a.id',
      'a.schedule_kind',
      'a.schedule_value',
      'a.next_run_date',
      'l.product_sku_id',
      'l.qty',
    ])
    .where('a.company_code', '=', companyCode)
    .where('a.status', '=', 'active')
    .where('a.next_run_date', '<=', to)
    .where('l.product_sku_id', 'in', skuIds)
    .execute();
}
