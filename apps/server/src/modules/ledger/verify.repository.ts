import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { MEMBER_POINTS_ACCOUNT } from './ledger.tables.js';

/** Entries whose postings do not sum to zero in some currency. */
export function findUnbalancedEntries(db: Db, limit: number) {
  return db
    .selectFrom('posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .select(['p.entry_id', 'a.currency', (eb) => eb.fn.sum<string>('p.amount').as('total')])
    .groupBy(['p.entry_id', 'a.currency'])
    .having((eb) => eb.fn.sum('p.amount'), '<>', 0)
    .orderBy('p.entry_id')
    .limit(limit)
    .execute();
}

/** Entries with fewer than two postings. */
export function findThinEntries(db: Db, limit: number) {
  return db
    .selectFrom('journal_entry as e')
    .leftJoin('posting as p', 'p.entry_id', 'e.id')
    .select(['e.id', (eb) => eb.fn.count<bigint>('p.id').as('postings')])
    .groupBy('e.id')
    .having((eb) => eb.fn.count('p.id'), '<', 2)
    .orderBy('e.id')
    .limit(limit)
    .execute();
}

/** Accounts whose kept balance (a hot account's row plus its pending changes) is not the sum of their postings. */
export function findDriftedBalances(db: Db, limit: number) {
  const held = sql<string>`a.balance + coalesce((select sum(q.amount) from ledger_pending q where q.account_id = a.id), 0)`;
  const posted = sql<string>`coalesce((select sum(p.amount) from posting p where p.account_id = a.id), 0)`;
  return db
    .selectFrom('ledger_account as a')
    .select([
      'a.id',
      'a.company_code',
      'a.member_id',
      'a.kind',
      held.as('balance'),
      posted.as('posted'),
    ])
    .where(sql<boolean>`${held} <> ${posted}`)
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/** Postings without a running balance, or pending changes, on an account that is not hot. */
export function findMisplacedHotRows(db: Db, limit: number) {
  const postings = db
    .selectFrom('posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .select([sql<string>`'posting'`.as('row'), 'p.id', 'p.account_id'])
    .where('p.balance_after', 'is', null)
    .where('a.hot', '=', false);
  const pending = db
    .selectFrom('ledger_pending as q')
    .innerJoin('ledger_account as a', 'a.id', 'q.account_id')
    .select([sql<string>`'pending change'`.as('row'), 'q.id', 'q.account_id'])
    .where('a.hot', '=', false);
  return postings.unionAll(pending).orderBy('id').limit(limit).execute();
}

/** Accounts that must not be below zero but are. */
export function findNegativeBalances(db: Db, limit: number) {
  return db
    .selectFrom('ledger_account')
    .select(['id', 'company_code', 'member_id', 'kind', 'balance'])
    .where('allow_negative', '=', false)
    .where('balance', '<', 0n)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Postings whose recorded running balance is not the running sum of the account's postings. */
export function findBrokenRunningBalances(db: Db, limit: number) {
  const running = db
    .selectFrom('posting')
    .select([
      'id',
      'account_id',
      'balance_after',
      sql<string>`sum(amount) over (partition by account_id order by id)`.as('running'),
    ])
    .as('r');
  return (
    db
      .selectFrom(running)
      .select(['r.id', 'r.account_id', 'r.balance_after', 'r.running'])
      // a hot account's postings keep none (null): compared only where one was recorded
      .where(sql<boolean>`r.balance_after <> r.running`)
      .orderBy('r.id')
      .limit(limit)
      .execute()
  );
}

/**
 * Members whose points account does not hold their vacation points balance (docs/vacation-points.md
 * "On the ledger"); a missing account or balance row counts as zero.
 */
export async function findPointsMismatches(db: Db, limit: number) {
  const { rows } = await sql<{ member_id: number; points: string; ledger: string }>`
    select coalesce(b.member_id, a.member_id) as member_id,
           coalesce(b.points, 0)::text as points, coalesce(a.balance, 0)::text as ledger
    from vacation_point_balance b
    full join (select member_id, balance from ledger_account
               where member_id is not null and kind = ${MEMBER_POINTS_ACCOUNT}) a
      on a.member_id = b.member_id
    where coalesce(b.points, 0) <> coalesce(a.balance, 0)
    order by 1
    limit ${limit}`.execute(db);
  return rows;
}
