import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinor } from '@portal/contract';
import {
  bonusCloseFollowUpJob,
  closeCycle,
  cycleName,
  cycleOf,
  followUpClose,
} from '../../src/modules/bonus/index.js';
import { inTransaction } from '../../src/db/transaction.js';
import { createCompany } from '../helpers/factories.js';
import { createTestApp, drainJobs, type TestApp } from '../helpers/test-app.js';
import { W37 } from './engine-fixtures.js';
import { AFTER_W37 as AFTER, recordOrders, seedNetwork, W37_PACKAGES } from './close-kit.js';

/**
 * What follows a close, as a job of the committed close: the close (US) queues it and neither
 * raises a member row nor writes a notice; the job raises the rows and writes the notices
 * exactly as a close doing it itself (CA, the same network and orders) does, member for member;
 * a second run of the job, or the job queued again, changes nothing more; a run that fails
 * leaves nothing and the next one does it; the company's next close does it when no job ran.
 */
const W = cycleName(cycleOf(W37));

let t: TestApp;
const names = new Map<string, Map<string, number>>();

beforeAll(async () => {
  t = await createTestApp();
  for (const company of ['US', 'CA']) {
    if (company !== 'US') await createCompany(t.db, { code: company });
    const { ids } = await seedNetwork(t.db, company);
    names.set(company, ids);
    await recordOrders(t.db, ids, W37_PACKAGES);
  }
});
afterAll(() => t.close());

/** The company's close notices, by member name, each with its login name written as «me». */
async function noticesOf(company: string) {
  const ids = names.get(company)!;
  const nameOf = new Map([...ids].map(([name, id]) => [id, name]));
  const rows = await sql<{
    member_id: number;
    login_name: string;
    category: string;
    title: string;
    body: string;
  }>`
    select g.member_id, m.login_name, g.category, g.title, g.body
    from message g join member m on m.id = g.member_id
    where g.company_code = ${company} and g.category = 'bonus'
    order by g.id`.execute(t.db);
  return rows.rows.map((r) => ({
    member: nameOf.get(r.member_id),
    title: r.title,
    body: r.body.replaceAll(r.login_name, '«me»'),
  }));
}

const sentAt = async (company: string, cycle = W) =>
  (
    await t.db
      .selectFrom('bonus_cycle')
      .select('followed_up_at')
      .where('company_code', '=', company)
      .where('cycle', '=', cycle)
      .executeTakeFirstOrThrow()
  ).followed_up_at;

/** The company's member rows' rank and highest award, by member name. */
async function standingsOf(company: string) {
  const ids = names.get(company)!;
  const rows = await t.db
    .selectFrom('member')
    .select(['id', 'rank_code', 'highest_award'])
    .where('id', 'in', [...ids.values()])
    .execute();
  const nameOf = new Map([...ids].map(([name, id]) => [id, name]));
  return Object.fromEntries(
    rows.map((r) => [nameOf.get(r.id), `${r.rank_code} ${r.highest_award ?? '-'}`]),
  );
}

describe('what follows a close', () => {
  it('is queued by the close and done by its job, as the close itself does it', async () => {
    await drainJobs(t);
    const unranked = await standingsOf('US');
    const closed = await closeCycle(t.db, 'US', W, AFTER, 'test', { jobs: t.deps.jobs });
    expect(closed.changed).toBe(true);
    expect(await noticesOf('US')).toEqual([]);
    expect(await standingsOf('US')).toEqual(unranked);
    expect(await sentAt('US')).toBeNull();

    // the reference: a close that does it in its own transaction
    await closeCycle(t.db, 'CA', W, AFTER, 'test');
    const reference = await noticesOf('CA');
    const ranked = await standingsOf('CA');
    expect(ranked).not.toEqual(unranked);
    expect(await sentAt('CA')).not.toBeNull();

    expect(await drainJobs(t)).toBeGreaterThanOrEqual(1);
    const written = await noticesOf('US');
    expect(written).toEqual(reference);
    expect(await standingsOf('US')).toEqual(ranked);
    expect(await sentAt('US')).not.toBeNull();

    // each member paid hears their cycle total once; members raised hear of their rank
    const paid = await sql<{ member_id: number; total: bigint }>`
      select member_id, sum(amount_minor)::bigint as total from bonus_line
      where company_code = 'US' and cycle = ${W} and amount_minor > 0 group by member_id`.execute(
      t.db,
    );
    const ids = names.get('US')!;
    const paidNotices = written.filter((n) => n.title.toLowerCase().includes('bonus'));
    expect(paidNotices).toHaveLength(paid.rows.length);
    expect(paid.rows.length).toBeGreaterThan(0);
    for (const p of paid.rows) {
      const name = [...ids].find(([, id]) => id === p.member_id)![0];
      const mine = paidNotices.filter((n) => n.member === name);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.body).toContain(formatMinor(BigInt(p.total), 2));
    }
    expect(written.some((n) => n.title.includes('rank'))).toBe(true);
  });

  it('is done once, however often the job runs', async () => {
    const before = (await noticesOf('US')).length;
    await t.deps.jobs.enqueue(bonusCloseFollowUpJob, { company: 'US', cycle: W });
    await drainJobs(t);
    const again = await inTransaction(t.db, (trx) => followUpClose(trx, 'US', W, AFTER));
    expect(again).toBe(false);
    expect(await noticesOf('US')).toHaveLength(before);
    const promotions = await t.db
      .selectFrom('bonus_promotion')
      .select('member_id')
      .where('cycle', '=', W)
      .where('company_code', '=', 'US')
      .execute();
    expect(promotions.length).toBeGreaterThan(0);
    expect(new Set(promotions.map((p) => p.member_id)).size).toBe(promotions.length);
  });

  it('leaves nothing when its run fails, and is done by the next run', async () => {
    const W2 = cycleName(cycleOf(W37) + 1);
    // packages bought in the next cycle, so its close pays someone
    await recordOrders(t.db, names.get('US')!, [
      ['e', '200', 10, 8],
      ['f', '300', 10, 9],
    ]);
    await closeCycle(t.db, 'US', W2, AFTER, 'test', { jobs: t.deps.jobs });
    const count = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from message where company_code = 'US'`.execute(t.db)
        ).rows[0]!.n,
      );
    const before = await count();
    expect(
      (
        await sql<{ n: string }>`select count(*) as n from bonus_line where cycle = ${W2}
      and amount_minor > 0`.execute(t.db)
      ).rows[0]!.n,
    ).not.toBe('0');
    await sql`create function refuse_notices() returns trigger language plpgsql as
      $$ begin raise exception 'no notices today'; end $$`.execute(t.db);
    await sql`create trigger refuse_notices before insert on message
      for each statement execute function refuse_notices()`.execute(t.db);
    const run = () => inTransaction(t.db, (trx) => followUpClose(trx, 'US', W2, AFTER));
    await expect(run()).rejects.toThrow(/no notices today/);
    await sql`drop trigger refuse_notices on message`.execute(t.db);
    await sql`drop function refuse_notices()`.execute(t.db);
    expect(await count()).toBe(before);
    // the cycle's row says the notices are still to be written, so the retried run writes them
    expect(await run()).toBe(true);
    expect(await count()).toBeGreaterThan(before);
  });

  it("is done by the company's next close when its job has not run", async () => {
    const W3 = cycleName(cycleOf(W37) + 2);
    const W4 = cycleName(cycleOf(W37) + 3);
    await closeCycle(t.db, 'US', W3, AFTER, 'test', { jobs: t.deps.jobs });
    expect(await sentAt('US', W3)).toBeNull();
    await closeCycle(t.db, 'US', W4, AFTER, 'test', { jobs: t.deps.jobs });
    expect(await sentAt('US', W3)).not.toBeNull();
    expect(await sentAt('US', W4)).toBeNull();
    await drainJobs(t);
    expect(await sentAt('US', W4)).not.toBeNull();
  });
});
