import { cycleOf } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import { recordOrderVolume, refreshDirtyLegs } from '../../src/modules/organization/index.js';
import { clearMarks, readMarks } from '../../src/modules/organization/volume.repository.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, TEST_PG_URL, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let root: { id: number };
let child: { id: number };
let cycle: string;

beforeAll(async () => {
  t = await createTestApp();
  root = await createMember(t.db, { company_code: 'US' });
  child = await createMember(t.db, {
    company_code: 'US',
    sponsor_id: root.id,
    placement_id: root.id,
    placement_side: 'L',
  });
  cycle = cycleOf(t.clock.now);
});
afterAll(() => t.close());

const pay = (bvHundredths: bigint, paidAt = t.clock.now) =>
  inTransaction(t.db, (trx) =>
    recordOrderVolume(trx, {
      memberId: child.id,
      paidAt,
      platform: 'bzz',
      orderType: 40,
      bvHundredths,
    }),
  );

const leftBvOfRoot = async () =>
  (
    await t.db
      .selectFrom('tree_leg_volume')
      .select('left_bv')
      .where('member_id', '=', root.id)
      .where('cycle', '=', cycle)
      .executeTakeFirst()
  )?.left_bv;

describe("the trees' dirty marks (migration 0036)", () => {
  it('each main-platform volume change appends a mark; world-plan volume marks nothing', async () => {
    await refreshDirtyLegs(t.db, t.clock.now);
    await pay(1_000n);
    await pay(2_000n);
    await inTransaction(t.db, (trx) =>
      recordOrderVolume(trx, {
        memberId: child.id,
        paidAt: t.clock.now,
        platform: 'wpm',
        orderType: 40,
        bvHundredths: 9_999n,
      }),
    );
    expect(await readMarks(t.db, 'US', cycle)).toHaveLength(2);
    expect(await refreshDirtyLegs(t.db, t.clock.now)).toEqual([
      { companyCode: 'US', cycle, written: expect.any(Number) },
    ]);
    expect(await readMarks(t.db, 'US', cycle)).toEqual([]);
    expect(await leftBvOfRoot()).toBe(3_000n);
  });

  it('clearing forgets exactly the marks read, not one appended after the read', async () => {
    await pay(500n);
    const read = await readMarks(t.db, 'US', cycle);
    await pay(700n);
    await clearMarks(t.db, read);
    expect(await readMarks(t.db, 'US', cycle)).toHaveLength(1);
    await refreshDirtyLegs(t.db, t.clock.now);
    expect(await leftBvOfRoot()).toBe(4_200n);
    expect(await readMarks(t.db, 'US', cycle)).toEqual([]);
  });

  /** Real concurrency needs a pool: on PGlite transactions run one at a time anyway. */
  it.skipIf(!TEST_PG_URL)(
    'a payment committed while a refresh runs is not lost (PostgreSQL)',
    async () => {
      await refreshDirtyLegs(t.db, t.clock.now);
      await pay(100n);
      const before = await leftBvOfRoot();
      // a blocker holds the refresh's own row, so the refresh stops after it read marks and volumes
      await t.db.connection().execute(async (blocker) => {
        await sql`begin`.execute(blocker);
        await sql`select 1 from tree_leg_refresh
                   where company_code = 'US' and cycle = ${cycle} for update`.execute(blocker);
        const refresh = refreshDirtyLegs(t.db, t.clock.now);
        await waitForLockWait();
        // paid before the refresh's time, committed after its read: the old mark was lost here
        await pay(50n, new Date(t.clock.now.getTime() - 60_000));
        await sql`commit`.execute(blocker);
        await refresh;
      });
      expect(await leftBvOfRoot()).toBe(before! + 100n);
      expect(await readMarks(t.db, 'US', cycle)).toHaveLength(1);
      await refreshDirtyLegs(t.db, t.clock.now);
      expect(await leftBvOfRoot()).toBe(before! + 150n);
      expect(await readMarks(t.db, 'US', cycle)).toEqual([]);
    },
  );
});

async function waitForLockWait() {
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
    if (rows[0]!.n > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the refresh never waited on the blocker');
}
