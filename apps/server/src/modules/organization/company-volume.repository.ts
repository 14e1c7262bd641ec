import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { cycleVolumeByCompanyQuery } from './volume.repository.js';

/**
 * Sums the cycle's volume per company (the same sum as `cycleVolumeByCompany`: every platform,
 * refunds netted, members who bought) and stores it, one statement: every company in `companies`
 * (every company without) gets its row, a company nobody bought from a row of nothing, so the home
 * can tell "not computed yet" from "no volume". A run that started earlier than the stored row's
 * does not overwrite it (two servers' runs, or a run and a home's fallback, crossing).
 */
export function storeCycleVolume(db: Db, cycle: string, at: Date, companies?: readonly string[]) {
  return db
    .insertInto('company_cycle_volume')
    .columns(['company_code', 'cycle', 'bv', 'buyers', 'computed_at'])
    .expression((eb) => {
      let q = eb
        .selectFrom('company as c')
        .leftJoin(
          cycleVolumeByCompanyQuery(db, cycle, companies).as('t'),
          't.company_code',
          'c.code',
        )
        .select([
          'c.code',
          sql<string>`${cycle}`.as('cycle'),
          sql<bigint>`coalesce(t.bv, 0)::bigint`.as('bv'),
          sql<number>`coalesce(t.buyers, 0)::int`.as('buyers'),
          sql<Date>`${at}::timestamptz`.as('computed_at'),
        ]);
      if (companies) q = q.where('c.code', 'in', companies.length ? companies : ['']);
      return q;
    })
    .onConflict((oc) =>
      oc
        .columns(['company_code', 'cycle'])
        .doUpdateSet({
          bv: (eb) => eb.ref('excluded.bv'),
          buyers: (eb) => eb.ref('excluded.buyers'),
          computed_at: (eb) => eb.ref('excluded.computed_at'),
        })
        .where('company_cycle_volume.computed_at', '<=', (eb) => eb.ref('excluded.computed_at')),
    )
    .returning(['company_code', 'bv', 'buyers', 'computed_at'])
    .execute();
}

/**
 * The stored volume of the cycle for every company in `companies` (every company without), by
 * the company table: a company with no stored row comes with nulls (not computed yet).
 */
export function storedCycleVolume(db: Db, cycle: string, companies?: readonly string[]) {
  let q = db
    .selectFrom('company as c')
    .leftJoin('company_cycle_volume as v', (j) =>
      j.onRef('v.company_code', '=', 'c.code').on('v.cycle', '=', cycle),
    )
    .select(['c.code as company_code', 'v.bv', 'v.buyers', 'v.computed_at']);
  if (companies) q = q.where('c.code', 'in', companies.length ? companies : ['']);
  return q.orderBy('c.code').execute();
}
