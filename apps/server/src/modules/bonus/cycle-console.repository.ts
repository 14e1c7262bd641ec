import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import './cycle-console.tables.js';

/** What the console reads of a cycle's row of the close. */
const CYCLE_STATE_COLUMNS = [
  'cycle',
  'cycle_no',
  'state',
  'locked_at',
  'closed_at',
  'closed_by',
  'totals',
  'journal_id',
] as const;

/** The company's newest cycle rows of the close (open, locked or closed). */
export function findRecentCycles(db: Db, companyCode: string, limit: number) {
  return db
    .selectFrom('bonus_cycle')
    .select(CYCLE_STATE_COLUMNS)
    .where('company_code', '=', companyCode)
    .orderBy('cycle_no', 'desc')
    .limit(limit)
    .execute();
}

/** One cycle's row of the close; held for the caller's transaction with `forUpdate`. */
export function findCycleRow(db: Db, companyCode: string, cycle: string, forUpdate = false) {
  const q = db
    .selectFrom('bonus_cycle')
    .select(CYCLE_STATE_COLUMNS)
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
}
export type CycleStateRow = NonNullable<Awaited<ReturnType<typeof findCycleRow>>>;

/** The company's newest reviews (any step). */
export function findRecentReviews(db: Db, companyCode: string, limit: number) {
  return db
    .selectFrom('commission_run_review')
    .selectAll()
    .where('company_code', '=', companyCode)
    .orderBy('cycle', 'desc')
    .limit(limit)
    .execute();
}

export function findReview(db: Db, companyCode: string, cycle: string, forUpdate = false) {
  const q = db
    .selectFrom('commission_run_review')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('cycle', '=', cycle);
  return (forUpdate ? q.forUpdate() : q).executeTakeFirst();
}
export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

/** A fresh preview replaces the stored one and clears its audit: the figures may have moved. */
export async function savePreview(
  trx: Trx,
  r: { companyCode: string; cycle: string; by: string; at: Date; preview: unknown },
) {
  const values = {
    previewed_by: r.by,
    previewed_at: r.at,
    preview: JSON.stringify(r.preview),
    audited_by: null,
    audited_at: null,
    audit_note: null,
  };
  await trx
    .insertInto('commission_run_review')
    .values({ company_code: r.companyCode, cycle: r.cycle, ...values })
    .onConflict((oc) => oc.columns(['company_code', 'cycle']).doUpdateSet(values))
    .execute();
}

export async function markAudited(
  trx: Trx,
  r: { companyCode: string; cycle: string; by: string; at: Date; note: string },
) {
  await trx
    .updateTable('commission_run_review')
    .set({ audited_by: r.by, audited_at: r.at, audit_note: r.note })
    .where('company_code', '=', r.companyCode)
    .where('cycle', '=', r.cycle)
    .execute();
}

/** Who locked or closed the run (the close's own row keeps the time and the journal). */
export async function markReviewStep(
  trx: Trx,
  step: 'locked' | 'closed',
  r: { companyCode: string; cycle: string; by: string; at: Date },
) {
  const set =
    step === 'locked' ? { locked_by: r.by, locked_at: r.at } : { closed_by: r.by, closed_at: r.at };
  await trx
    .updateTable('commission_run_review')
    .set(set)
    .where('company_code', '=', r.companyCode)
    .where('cycle', '=', r.cycle)
    .execute();
}

/** The login names of the preview's top earners (a handful of ids). */
export async function findLoginNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('member')
    .select(['id', 'login_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.login_name]));
}

/** Commission runs previewed by someone else and not audited yet, of these companies. */
export async function countRunsAwaitingAudit(
  db: Db,
  notBy: string,
  scope: readonly string[] | undefined,
) {
  let q = db
    .selectFrom('commission_run_review')
    .where('audited_by', 'is', null)
    .where('previewed_by', '<>', notBy);
  if (scope) q = q.where('company_code', 'in', scope.length ? [...scope] : ['']);
  const row = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
