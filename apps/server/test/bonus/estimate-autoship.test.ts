import { AUTOSHIP_PATHS, ESTIMATE_PATHS, type AutoshipStatus } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledAutoshipRuns } from '../../src/modules/autoship/index.js';
import { closeCycle, cycleName, cycleOf, runEstimate } from '../../src/modules/bonus/index.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';
import { call } from '../wallet/factories.js';
import { W37 } from './engine-fixtures.js';
import { recordOrders, seedNetwork, W37_PACKAGES } from './close-kit.js';

const DAY = 86_400_000;
const W = cycleOf(W37);
// Wednesday 2026-09-16 of W38: W37 is closed, W38 (to Sep 20) is open, W41 ends on Oct 11
const NOW = new Date(W37 + 9 * DAY);
const FROM = '2026-09-16';
const TO = '2026-10-11';

let t: TestApp;
let ids: Map<string, number>;
let shake: number;
const tokens = new Map<string, string>();
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ ids } = await seedNetwork(t.db, 'US'));
  await recordOrders(t.db, ids, W37_PACKAGES);
  await closeCycle(t.db, 'US', cycleName(W), new Date(W37 + 8 * DAY), 'test');
  // 40.00 BV for 30.00 a run
  shake = (await makeShop(t.db, [{ name: 'Shake', price: 3000n, bv: 4000n }])).get('Shake')!;
  for (const who of ['a', 'c', 'd', 'e']) {
    const s = await openSession(t.deps, ids.get(who)!, false, { ip: null, userAgent: null });
    tokens.set(who, s.token);
  }
  t.clock.now = NOW;
});
afterAll(() => t.close());

/** An autoship of one shake, written as the create call leaves it (no card is charged here). */
async function autoshipOf(
  who: string,
  status: AutoshipStatus,
  schedule: { kind: 'monthDay' | 'everyWeeks'; value: number; next: string },
) {
  sequence++;
  const row = await t.db
    .insertInto('autoship')
    .values({
      member_id: ids.get(who)!,
      company_code: 'US',
      status,
      pause_reason: status === 'paused' ? 'member' : null,
      pause_detail: null,
      schedule_kind: schedule.kind,
      schedule_value: schedule.value,
      next_run_date: schedule.next,
      delivery_mode: 'none',
      address_id: null,
      centre_id: null,
      card_token: `tok_${sequence}`,
      card_brand: 'visa',
      card_last4: '4242',
      card_exp_month: 12,
      card_exp_year: 2040,
      quoted_total: 3000n,
      locale: 'en',
      idempotency_key: `estimate-autoship-${sequence}`,
      request_hash: 'test',
      created_at: NOW,
      updated_at: NOW,
      cancelled_at: status === 'cancelled' ? NOW : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('autoship_line')
    .values({ autoship_id: row.id, product_sku_id: shake, qty: 1, position: 0 })
    .execute();
  return row.id;
}

const estimateOf = async (who: string) =>
  (await call(t, 'GET', ESTIMATE_PATHS.estimate, { token: tokens.get(who)! })).json().data as {
    cycles: { cycle: string; total: string; autoship?: { runs: number; bv: string } }[];
  };

const allLines = () =>
  t.db
    .selectFrom('bonus_estimate_line')
    .select(['cycle', 'member_id', 'bonus_type', 'amount_minor'])
    .orderBy('cycle')
    .orderBy('member_id')
    .orderBy('bonus_type')
    .execute();

const total = (data: Awaited<ReturnType<typeof estimateOf>>) =>
  data.cycles.reduce((s, c) => s + Number(c.total), 0);

describe('the estimate projects the scheduled autoship orders', () => {
  let baseline: Awaited<ReturnType<typeof allLines>>;
  let aBefore: number;

  it('paused and cancelled autoships are neither projected nor shown', async () => {
    await runEstimate(t.db, 'US', NOW);
    baseline = await allLines();
    aBefore = total(await estimateOf('a'));
    await autoshipOf('d', 'paused', { kind: 'monthDay', value: 18, next: '2026-09-18' });
    await autoshipOf('e', 'cancelled', { kind: 'monthDay', value: 18, next: '2026-09-18' });
    expect(await scheduledAutoshipRuns(t.deps, { companyCode: 'US', from: FROM, to: TO })).toEqual(
      [],
    );
    await runEstimate(t.db, 'US', NOW);
    expect(await allLines()).toEqual(baseline);
    for (const who of ['d', 'e']) {
      expect((await estimateOf(who)).cycles.some((c) => c.autoship)).toBe(false);
    }
  });

  it("an active autoship's runs count in their cycles, for the member and the upline", async () => {
    // every 2 weeks from Thursday Sep 17: W38 and W40 (Oct 1); Oct 15 is past the 4 cycles
    const id = await autoshipOf('c', 'active', {
      kind: 'everyWeeks',
      value: 2,
      next: '2026-09-17',
    });
    const runs = await scheduledAutoshipRuns(t.deps, { companyCode: 'US', from: FROM, to: TO });
    expect(runs.map((r) => [r.autoshipId, r.runDate, r.bvHundredths])).toEqual([
      [id, '2026-09-17', 4000n],
      [id, '2026-10-01', 4000n],
    ]);
    await runEstimate(t.db, 'US', NOW);
    const c = await estimateOf('c');
    expect(c.cycles.map((x) => x.cycle)).toEqual([1, 2, 3, 4].map((k) => cycleName(W + k)));
    expect(c.cycles.map((x) => x.autoship?.runs ?? 0)).toEqual([1, 0, 1, 0]);
    expect(c.cycles[0]!.autoship).toMatchObject({ runs: 1, bv: '40.00' });
    expect(c.cycles[0]!.autoship).toHaveProperty('amount');
    // the engine counts the runs' rebuy BV: c's sponsor a earns more than before
    expect(await allLines()).not.toEqual(baseline);
    expect(total(await estimateOf('a'))).toBeGreaterThan(aBefore);
  });

  it('a skipped next run is not projected', async () => {
    const [autoship] = await t.db
      .selectFrom('autoship')
      .select('id')
      .where('member_id', '=', ids.get('c')!)
      .execute();
    const skipped = await call(
      t,
      'POST',
      AUTOSHIP_PATHS.skip.replace(':id', String(autoship!.id)),
      {
        token: tokens.get('c')!,
      },
    );
    expect(skipped.json().data.nextRunDate).toBe('2026-10-01');
    const c = await estimateOf('c');
    expect(c.cycles.map((x) => x.autoship?.runs ?? 0)).toEqual([0, 0, 1, 0]);
  });
});
