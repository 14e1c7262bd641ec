import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { Trx } from '../../../db/transaction.js';
import type {
  BonusEstimateLineTable,
  BonusEstimateMemberTable,
  BonusEstimateRunTable,
} from './estimate.tables.js';

/** Bulk inserts in slices, so a big company never builds one statement past the parameter limit. */
const SLICE = 500;

async function insertSliced<T>(rows: readonly T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += SLICE) await insert(rows.slice(i, i + SLICE));
}

/** The earliest cycle with volume rows: a company never closed rolls its ranks forward from it. */
export async function findFirstVolumeCycle(db: Db, companyCode: string) {
  const row = await db
    .selectFrom('member_cycle_volume as v')
    .innerJoin('member as m', 'm.id', 'v.member_id')
    .select((eb) => eb.fn.min('v.cycle').as('cycle'))
    .where('m.company_code', '=', companyCode)
    .executeTakeFirst();
  return row?.cycle ?? null;
}

/** Replaces the company's estimate whole: the previous run's rows go, the new ones come. */
export async function replaceEstimate(
  trx: Trx,
  run: BonusEstimateRunTable,
  lines: readonly BonusEstimateLineTable[],
  members: readonly BonusEstimateMemberTable[],
) {
  const company = run.company_code;
  // two runs of a company at once (the job and a page asking on demand) replace one after the
  // other: each deletes what the one before inserted, so no line is written twice
  await sql`select pg_advisory_xact_lock(hashtext('bonus_estimate'), hashtext(${company}))`.execute(
    trx,
  );
  await trx.deleteFrom('bonus_estimate_line').where('company_code', '=', company).execute();
  await trx.deleteFrom('bonus_estimate_member').where('company_code', '=', company).execute();
  await insertSliced(lines, (s) => trx.insertInto('bonus_estimate_line').values(s).execute());
  await insertSliced(members, (s) => trx.insertInto('bonus_estimate_member').values(s).execute());
  await trx
    .insertInto('bonus_estimate_run')
    .values(run)
    .onConflict((oc) =>
      oc.column('company_code').doUpdateSet({
        computed_at: run.computed_at,
        cycles: run.cycles,
        currency: run.currency,
        minor_unit: run.minor_unit,
        plan_version: run.plan_version,
      }),
    )
    .execute();
}

export function findRun(db: Db, companyCode: string) {
  return db
    .selectFrom('bonus_estimate_run')
    .selectAll()
    .where('company_code', '=', companyCode)
    .executeTakeFirst();
}

export function findMemberEstimateLines(db: Db, memberId: number) {
  return db
    .selectFrom('bonus_estimate_line')
    .select(['cycle', 'bonus_type', 'amount_minor'])
    .where('member_id', '=', memberId)
    .execute();
}
