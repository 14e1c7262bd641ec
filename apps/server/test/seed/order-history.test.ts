import { ORDER_STATUS, ORDER_TYPE } from '@portal/contract';
import { closeCycle, cycleName, cycleOf } from '../../src/modules/bonus/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/modules/ledger/index.js';
import { seedOrderHistory } from '../../src/seed/order-history.js';
import { cycleStart, HISTORY_WEEKS } from '../../src/seed/order-history-plan.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
// the whole seed, now with 12 cycle closes: past 60 s on a loaded CI machine
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
}, 600_000);
afterAll(() => t?.close());

const orders = () =>
  t.db
    .selectFrom('shop_order as o')
    .innerJoin('member as m', 'm.id', 'o.member_id')
    .select([
      'o.order_no',
      'o.order_type',
      'o.status',
      'o.platform',
      'o.paid_at',
      'o.company_code',
      'm.login_name',
      'm.member_type',
      'o.member_id',
    ])
    .orderBy('o.paid_at')
    .execute();

/** A demo login's sponsor downline, `levels` deep: its active members (status 10) buy. */
async function demoDownline(login = 'demo', levels = 3) {
  const demo = await t.db
    .selectFrom('member')
    .select('id')
    .where('login_name', '=', login)
    .executeTakeFirstOrThrow();
  const rows = await t.db
    .selectFrom('member')
    .select(['id', 'sponsor_path'])
    .where('sponsor_path', 'like', `%/${demo.id}/%`)
    .where('status', '=', 10)
    .execute();
  return new Set(
    rows
      .filter((r) => {
        const ids = r.sponsor_path.split('/').filter(Boolean);
        const below = ids.length - 1 - ids.indexOf(String(demo.id));
        return below >= 1 && below <= levels;
      })
      .map((r) => r.id),
  );
}

describe('cycleStart', () => {
  it('is Monday 00:00 in UTC+8, n weeks back', () => {
    // Tuesday 2026-11-24 13:00 UTC is Tuesday 21:00 in UTC+8; that week began Monday 23rd
    const now = new Date('2026-11-24T13:00:00Z');
    expect(cycleStart(now, 0).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(cycleStart(now, 12).toISOString()).toBe('2026-08-30T16:00:00.000Z');
    // Sunday 20:00 UTC is already Monday 04:00 in UTC+8
    expect(cycleStart(new Date('2026-11-22T20:00:00Z'), 0).toISOString()).toBe(
      '2026-11-22T16:00:00.000Z',
    );
  });
});

describe('seeded order history', () => {
  it('holds paid orders of the demo logins and the network over the 12 closed cycles', async () => {
    const all = await orders();
    expect(all.length).toBeGreaterThan(40);
    const seededAt = new Date();
    const earliest = cycleStart(seededAt, HISTORY_WEEKS).getTime();
    // the 12 closed cycles; the demo logins' downlines have bought in the open cycle
    // too: demo's three levels deep, the others' direct recruits
    const downline = new Set([
      ...(await demoDownline()),
      ...(await demoDownline('mydemo', 1)),
      ...(await demoDownline('iddemo', 1)),
    ]);
    for (const o of all) {
      expect(o.paid_at).not.toBeNull();
      expect(o.paid_at!.getTime()).toBeGreaterThanOrEqual(earliest);
      const end = downline.has(o.member_id) ? seededAt : cycleStart(seededAt, 0);
      expect(o.paid_at!.getTime()).toBeLessThan(end.getTime());
    }
    const logins = new Set(all.map((o) => o.login_name));
    for (const demo of ['demo', 'wtdemo', 'mydemo', 'iddemo', 'pcdemo']) {
      expect(logins).toContain(demo);
    }
    expect(
      all.some((o) => !['demo', 'wtdemo', 'mydemo', 'iddemo', 'pcdemo'].includes(o.login_name)),
    ).toBe(true);
  });

  it('starts every buyer with a first purchase; no upgrades for PCs; WT buys in the marketplace', async () => {
    const all = await orders();
    const firstOf = new Map<number, number>();
    for (const o of all) if (!firstOf.has(o.member_id)) firstOf.set(o.member_id, o.order_type);
    expect([...firstOf.values()].every((type) => type === ORDER_TYPE.firstPurchase)).toBe(true);
    expect(all.filter((o) => o.order_type === ORDER_TYPE.firstPurchase)).toHaveLength(firstOf.size);
    expect(all.some((o) => o.order_type === ORDER_TYPE.upgrade)).toBe(true);
    expect(all.some((o) => o.member_type === 'PC' && o.order_type === ORDER_TYPE.upgrade)).toBe(
      false,
    );
    const wt = all.filter((o) => o.company_code === 'WT');
    expect(wt.length).toBeGreaterThan(0);
    expect(wt.every((o) => o.platform === 'wpm')).toBe(true);
  });

  it('has refunds and delivered demo orders, and the ledger adds up', async () => {
    const all = await orders();
    expect(all.some((o) => o.status === ORDER_STATUS.refunded)).toBe(true);
    expect(all.some((o) => o.login_name === 'demo' && o.status === ORDER_STATUS.delivered)).toBe(
      true,
    );
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it("makes demo's downline buy, three levels deep, and closes the 12 cycles of demo's company", async () => {
    const all = await orders();
    const downline = await demoDownline();
    const buyers = new Set(all.filter((o) => downline.has(o.member_id)).map((o) => o.member_id));
    expect(buyers.size).toBe(downline.size);
    const closed = await t.db
      .selectFrom('bonus_cycle')
      .select(['cycle', 'state'])
      .where('company_code', '=', 'US')
      .where('state', '=', 'closed')
      .execute();
    expect(closed).toHaveLength(HISTORY_WEEKS);
    const demoLines = await t.db
      .selectFrom('bonus_line as l')
      .innerJoin('member as m', 'm.id', 'l.member_id')
      .select(['l.bonus_type'])
      .where('m.login_name', '=', 'demo')
      .where('l.amount_minor', '>', 0n)
      .execute();
    expect(new Set(demoLines.map((l) => l.bonus_type))).toContain('team');
    // every member's state and the tree snapshot of the last closed cycle
    const last = closed.map((c) => c.cycle).sort()[closed.length - 1]!;
    const snap = await t.db
      .selectFrom('tree_cycle_snapshot')
      .select('paid_as_award')
      .where('cycle', '=', last)
      .where('company_code', '=', 'US')
      .execute();
    expect(snap.length).toBeGreaterThan(200);
    expect(snap.every((s) => s.paid_as_award !== null)).toBe(true);
  });

  it("closes every demo login's company too: last cycle's lines, with trails, in its currency", async () => {
    // not WT: it sells only in the marketplace, whose volume never makes a member active
    const currencies = { US: 'USD', MY: 'MYR', ID: 'IDR' } as const;
    for (const [company, login] of [
      ['US', 'demo'],
      ['MY', 'mydemo'],
      ['ID', 'iddemo'],
    ] as const) {
      const closed = await t.db
        .selectFrom('bonus_cycle')
        .select(['cycle', 'currency'])
        .where('company_code', '=', company)
        .where('state', '=', 'closed')
        .orderBy('cycle_no', 'desc')
        .execute();
      // all 12 of demo's company, the last 4 of the others (the seed's time is counted), but ID
      // closes by review: its last ended week is left open for the console
      const expected = company === 'US' ? HISTORY_WEEKS : company === 'ID' ? 3 : 4;
      expect(closed, company).toHaveLength(expected);
      expect(closed[0]!.currency, company).toBe(currencies[company]);
      // ID's last ended week, where its downline surely buys, is the console's (the next test)
      if (company === 'ID') continue;
      const lines = await t.db
        .selectFrom('bonus_line as l')
        .innerJoin('member as m', 'm.id', 'l.member_id')
        .select(['l.bonus_type', 'l.amount_minor', 'l.trail'])
        .where('m.login_name', '=', login)
        .where('l.cycle', '=', closed[0]!.cycle)
        .execute();
      expect(lines.length, `${login} in ${closed[0]!.cycle}`).toBeGreaterThan(0);
      expect(lines.every((l) => l.trail !== null)).toBe(true);
    }
  });

  it('leaves the last ended week of ID, which closes by review, to the console', async () => {
    const setting = await t.db
      .selectFrom('console_company_setting')
      .select('cycle_close')
      .where('company_code', '=', 'ID')
      .executeTakeFirstOrThrow();
    expect(setting.cycle_close).toBe('reviewed');
    const cycles = await t.db
      .selectFrom('bonus_cycle')
      .select(['cycle_no', 'state'])
      .where('company_code', '=', 'ID')
      .orderBy('cycle_no', 'desc')
      .execute();
    const lastClosed = cycles.find((c) => c.state === 'closed')!;
    // the week after the last closed one has ended (the seed's weeks are whole) and is not closed
    expect(cycles.filter((c) => c.cycle_no > lastClosed.cycle_no && c.state === 'closed')).toEqual(
      [],
    );
    const open = cycleOf(Date.now());
    expect(open - lastClosed.cycle_no).toBe(2);
    // closed as the console would, the week pays iddemo in rupiah, with trails
    const week = cycleName(open - 1);
    const outcome = await closeCycle(t.db, 'ID', week, new Date(), 'test');
    expect(outcome).toMatchObject({ state: 'closed', changed: true });
    const lines = await t.db
      .selectFrom('bonus_line as l')
      .innerJoin('member as m', 'm.id', 'l.member_id')
      .select(['l.trail'])
      .where('m.login_name', '=', 'iddemo')
      .where('l.cycle', '=', week)
      .execute();
    expect(lines.length).toBeGreaterThan(0);
  });

  it('is made once: seeding again adds nothing', async () => {
    const before = (await orders()).length;
    expect(await seedOrderHistory(t.deps)).toBe(0);
    expect((await orders()).length).toBe(before);
  });
});
