import { businessDay, cycleBefore, cycleOf, WITHDRAWAL_STATUS } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { autoshipMember, createAutoship, makeAutoshipShop } from '../autoship/autoship-test-kit.js';
import { addBank, call, TEST_PIN } from '../wallet/factories.js';
import { get, newOrder, orderWorld, type OrderWorld } from './orders-kit.js';

let t: TestApp;
let w: OrderWorld;
let now: Date;
let cycle: string;

const errorOf = (res: { json(): { data?: { error?: string }; msg?: string } }) =>
  res.json().data?.error;
const report = (token: string, name: string, query: Record<string, string> = {}) =>
  get(t, token, `/reports/${name}`, { company: 'US', ...query });

beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t);
  now = t.clock.now;
  cycle = cycleOf(now);
}, 120_000);
afterAll(() => t.close());

describe('the sales report', () => {
  it('sums paid orders per cycle and platform, nets refunds, and leaves unpaid ones out', async () => {
    const orders = [await newOrder(t, w), await newOrder(t, w, 1), await newOrder(t, w, 3, false)];
    const paid = await t.db
      .selectFrom('shop_order')
      .select(['id', 'total', 'platform'])
      .where('order_no', 'in', orders.slice(0, 2))
      .execute();
    await t.db
      .insertInto('order_refund')
      .values({
        order_id: paid[0]!.id,
        amount: 1000n,
        bv: 2000n,
        reason: 'test',
        created_by: 'test',
        created_at: t.clock.now,
      })
      .execute();
    const res = await report(w.tokens.finance, 'sales');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ companyCode: 'US', currency: 'USD', minorUnit: 2 });
    expect(data.cycles).toHaveLength(12);
    expect(data.cycles.at(-1)).toBe(cycle);
    const sales = paid.reduce((sum, o) => sum + o.total, 0n);
    // 3 guides of 50 BV paid, 20 BV refunded
    expect(data.rows).toEqual([
      {
        cycle,
        platform: paid[0]!.platform,
        orders: 2,
        sales: String(sales),
        refunds: '1000',
        net: String(sales - 1000n),
        bv: '130.00',
      },
    ]);
    const csv = await get(t, w.tokens.finance, '/reports/sales/csv', { company: 'US' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`report-sales-US-`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('company,currency,cycle,platform,orders,sales,refunds,net,bv');
    expect(lines[1]).toContain(`US,USD,${cycle},`);
    expect(lines[1]).toContain(',10.00,');
  });

  it('refuses another company, a period that ends before it starts, and one too long', async () => {
    for (const name of ['sales', 'payouts', 'withdrawals', 'members', 'autoship', 'sales/csv']) {
      expect((await report(w.tokens.financeMy, name)).statusCode, name).toBe(403);
      expect((await report(w.tokens.support, name)).statusCode, name).toBe(403);
    }
    const backwards = await report(w.tokens.finance, 'sales', {
      from: cycle,
      to: cycleBefore(cycle, 2),
    });
    expect(backwards.statusCode).toBe(422);
    expect(errorOf(backwards)).toBe('reportPeriodOrder');
    // translated for the operator
    expect(backwards.json().msg).toContain('ends before it starts');
    const long = await report(w.tokens.finance, 'sales', { from: cycleBefore(cycle, 60) });
    expect(long.statusCode).toBe(422);
    expect(long.body).toContain('reportPeriodTooLong');
    expect((await report(w.tokens.finance, 'sales', { from: '2026-48' })).statusCode).toBe(400);
    expect((await get(t, w.tokens.finance, '/reports/sales', { company: 'ZZ' })).statusCode).toBe(
      404,
    );
  });
});

describe('the payouts report', () => {
  it('sums closed cycles per bonus type and leaves an open cycle out', async () => {
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    const prev = cycleBefore(cycle);
    await t.db
      .insertInto('bonus_cycle')
      .values([
        { company_code: 'US', cycle: prev, cycle_no: 1, state: 'closed' },
        { company_code: 'US', cycle, cycle_no: 2, state: 'open' },
      ])
      .execute();
    const line = (c: string, memberId: number, type: string, amount: bigint) => ({
      company_code: 'US',
      cycle: c,
      member_id: memberId,
      bonus_type: type,
      amount_minor: amount,
      adjustment_minor: 0n,
      trail: '{}',
    });
    await t.db
      .insertInto('bonus_line')
      .values([
        line(prev, a.id, 'bonus', 1500n),
        line(prev, b.id, 'bonus', 500n),
        line(prev, a.id, 'team', 700n),
        line(prev, b.id, 'team', 0n),
        line(cycle, a.id, 'bonus', 9999n),
      ])
      .execute();
    const res = await report(w.tokens.finance, 'payouts');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows).toEqual([
      { cycle: prev, bonusType: 'bonus', members: 2, amount: '2000' },
      { cycle: prev, bonusType: 'team', members: 1, amount: '700' },
    ]);
    expect((await report(w.tokens.financeMy, 'payouts')).statusCode).toBe(403);
  });
});

describe('the withdrawals report', () => {
  it('counts what was asked, paid and is pending', async () => {
    const bank = await addBank(t, w.buyer.token);
    const withdraw = async (amount: string) => {
      const res = await call(t, 'POST', '/wm/wallet/withdraw', {
        token: w.buyer.token,
        body: {
          account: 'bonus',
          amount,
          bankAccountId: bank,
          paymentMethod: 'bankTransfer',
          pin: TEST_PIN,
        },
      });
      if (res.json().code !== 0) throw new Error(res.body);
      return res.json().data.id as number;
    };
    const first = await withdraw('100.00');
    // paid at the bank (the steps themselves are the money desk's tests)
    await t.db
      .updateTable('wallet_withdrawal')
      .set({ status: WITHDRAWAL_STATUS.success })
      .where('id', '=', first)
      .execute();
    await t.db
      .insertInto('wallet_withdrawal_event')
      .values({
        withdrawal_id: first,
        from_status: WITHDRAWAL_STATUS.processing,
        to_status: WITHDRAWAL_STATUS.success,
        actor_type: 'operator',
        actor: 'test',
        amount: 10000n,
        created_at: t.clock.now,
      })
      .execute();
    await withdraw('250.00');
    const res = await report(w.tokens.finance, 'withdrawals');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.pending).toEqual({ count: 1, amount: '25000' });
    expect(data.rows).toEqual([
      {
        cycle,
        requested: 2,
        requestedAmount: '35000',
        paid: 1,
        paidAmount: '10000',
        refused: 0,
        refusedAmount: '0',
      },
    ]);
  });
});

describe('the members report', () => {
  it('counts who joined, who bought, and who was active at a close', async () => {
    const prev = cycleBefore(cycle, 3);
    const before = new Date(now.getTime() - 3 * 7 * 86_400_000);
    await sql`update member set created_at = ${before} where company_code = 'US'`.execute(t.db);
    const old = await t.db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_code', '=', 'US')
      .executeTakeFirstOrThrow();
    const d = await createMember(t.db, { company_code: 'US', member_type: 'D' });
    await createMember(t.db, { company_code: 'US', member_type: 'PC' });
    await createMember(t.db, { company_code: 'MY', member_type: 'D' });
    const snapshot = (memberId: number, active: boolean) => ({
      cycle: prev,
      member_id: memberId,
      company_code: 'US',
      rank_code: '0',
      status: 10,
      active,
      ...{ pbv: 0n, left_bv: 0n, right_bv: 0n, left_count: 0, right_count: 0 },
    });
    await t.db
      .insertInto('tree_cycle_snapshot')
      .values([snapshot(d.id, true), snapshot(w.buyer.member.id, false)])
      .execute();
    const res = await report(w.tokens.finance, 'members');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows;
    expect(rows.find((r: { cycle: string }) => r.cycle === prev)).toEqual({
      cycle: prev,
      joined: Number(old.n),
      distributors: expect.any(Number),
      buyers: 0,
      active: 1,
    });
    // the buyer's paid orders make them this cycle's one buyer; no close yet, so no active count
    expect(rows.at(-1)).toEqual({ cycle, joined: 2, distributors: 1, buyers: 1, active: null });
  });
});

describe('the autoship report', () => {
  it("forecasts the next runs and rates the past runs' success", async () => {
    const skus = await makeAutoshipShop(t);
    const m = await autoshipMember(t, [skus.get('Shake')!]);
    const a = await createAutoship(t, m.token, m.addressId);
    const today = businessDay(now);
    const dayBefore = (n: number) => businessDay(new Date(now.getTime() - n * 86_400_000));
    const run = (n: number, status: 'paid' | 'failed' | 'skipped') => ({
      autoship_id: a.id,
      run_date: dayBefore(n),
      status,
      currency: 'USD',
      minor_unit: 2,
      triggered_by: 'job',
      created_at: now,
      updated_at: now,
    });
    await t.db
      .insertInto('autoship_run')
      .values([run(1, 'paid'), run(2, 'paid'), run(3, 'failed'), run(4, 'skipped')])
      .execute();
    const res = await report(w.tokens.finance, 'autoship', { days: '40' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // a Shake (30.00, 40 BV) shipped to an address (5.00 shipping)
    expect(data.forecast).toContainEqual({
      day: a.nextRunDate,
      runs: 1,
      amount: '3500',
      bv: '40.00',
    });
    expect(data.forecast.every((f: { day: string }) => f.day >= today)).toBe(true);
    const byCycle = new Map<
      string,
      { runs: number; paid: number; failed: number; skipped: number }
    >();
    for (const n of [1, 2, 3, 4]) {
      const c = cycleOf(new Date(`${dayBefore(n)}T12:00:00+08:00`));
      const e = byCycle.get(c) ?? { runs: 0, paid: 0, failed: 0, skipped: 0 };
      e.runs++;
      if (n <= 2) e.paid++;
      else if (n === 3) e.failed++;
      else e.skipped++;
      byCycle.set(c, e);
    }
    const expected = [...byCycle.entries()]
      .sort(([x], [y]) => x.localeCompare(y))
      .map(([c, e]) => ({
        cycle: c,
        ...e,
        successRate: e.paid + e.failed ? ((e.paid * 100) / (e.paid + e.failed)).toFixed(1) : null,
      }));
    expect(data.rows).toEqual(expected);
    const tooFar = await report(w.tokens.finance, 'autoship', { days: '61' });
    expect(tooFar.statusCode).toBe(400);
  });
});

describe('the jobs report', () => {
  it('counts completed and failed jobs per day and queue', async () => {
    const boss = t.deps.jobs.boss;
    const failed = await boss.send('bonus_estimate', {}, { retryLimit: 0 });
    await boss.fail('bonus_estimate', failed!, { reason: 'test' });
    const done = await boss.send('bonus_estimate', {}, { retryLimit: 0 });
    const [fetched] = await boss.fetch('bonus_estimate');
    expect(fetched?.id).toBe(done);
    await boss.complete('bonus_estimate', done!);
    const res = await get(t, w.tokens.finance, '/reports/jobs');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.installed).toBe(true);
    expect(data.days).toHaveLength(7);
    expect(data.rows).toContainEqual({
      day: businessDay(new Date()),
      queue: 'bonus_estimate',
      completed: 1,
      failed: 1,
    });
    const backwards = await get(t, w.tokens.finance, '/reports/jobs', {
      fromDay: '2026-12-06',
      toDay: '2026-12-01',
    });
    expect(backwards.statusCode).toBe(422);
    const long = await get(t, w.tokens.finance, '/reports/jobs', {
      fromDay: '2026-01-01',
      toDay: '2026-03-01',
    });
    expect(long.body).toContain('reportPeriodTooLong');
    const csv = await get(t, w.tokens.finance, '/reports/jobs/csv', { company: 'US' });
    expect(csv.body.split('\r\n')[0]).toBe('day,queue,completed,failed');
    expect((await get(t, w.tokens.support, '/reports/jobs')).statusCode).toBe(403);
  });
});
