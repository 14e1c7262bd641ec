import { ESTIMATE_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCycle, cycleName, cycleOf, runEstimate } from '../../src/modules/bonus/index.js';
import { refreshLegs } from '../../src/modules/organization/index.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { runOpsCommand } from '../helpers/ops-runner.js';
import { createTestApp, drainJobs, type TestApp } from '../helpers/test-app.js';
import { signedIn } from '../security/security-test-kit.js';
import { shopCall } from '../shop/shop-test-kit.js';
import { W37 } from './engine-fixtures.js';
import { recordOrders, seedNetwork, W37_PACKAGES } from './close-kit.js';

const DAY = 86_400_000;
const W = cycleOf(W37);
// Wednesday of W38: W37 is closed, W38 is the open cycle
const NOW = new Date(W37 + 9 * DAY);

let t: TestApp;
let ids: Map<string, number>;
const tokens = new Map<string, string>();

const get = (who: string | null, path: string) =>
  shopCall(t, 'GET', path, { token: who ? tokens.get(who)! : null });

beforeAll(async () => {
  t = await createTestApp();
  ({ ids } = await seedNetwork(t.db, 'US'));
  await recordOrders(t.db, ids, [
    ...W37_PACKAGES,
    // W38, the open cycle: c upgrades (a's sponsor bonus), e buys its package (b's)
    ['c', '200', 20, 8],
    ['e', '100', 10, 8],
  ]);
  await closeCycle(t.db, 'US', cycleName(W), new Date(W37 + 8 * DAY), 'test');
  for (const who of ['root', 'a', 'b']) {
    const s = await openSession(t.deps, ids.get(who)!, false, { ip: null, userAgent: null });
    tokens.set(who, s.token);
  }
  tokens.set('outsider', (await signedIn(t, { company_code: 'MY' })).token);
  t.clock.now = NOW;
});
afterAll(() => t.close());

describe('the estimated bonus', () => {
  it('before the job ever ran, asking computes it on demand: never "not estimated yet"', async () => {
    expect(await t.db.selectFrom('bonus_estimate_run').selectAll().execute()).toEqual([]);
    const res = await get('a', ESTIMATE_PATHS.estimate);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ computedAt: NOW.toISOString(), cyclesPredicted: 4 });
    expect(data.cycles).toHaveLength(4);
    // with the standing it rolls forward from, as the rank card shows it
    expect(data.standing).toMatchObject({ cycle: cycleName(W + 1), closed: false });
  });

  it('a fresh estimate is not computed again; one of a past cycle or a day old is', async () => {
    const before = await t.db.selectFrom('bonus_estimate_run').select('computed_at').execute();
    t.clock.now = new Date(NOW.getTime() + 3_600_000);
    await get('a', ESTIMATE_PATHS.estimate);
    const same = await t.db.selectFrom('bonus_estimate_run').select('computed_at').execute();
    expect(same).toEqual(before);
    t.clock.now = new Date(NOW.getTime() + 25 * 3_600_000);
    const later = (await get('a', ESTIMATE_PATHS.estimate)).json().data;
    expect(later.computedAt).toBe(t.clock.now.toISOString());
    t.clock.now = NOW;
  });

  it('the daily job computes the open cycle and the next 3 with the engine', async () => {
    await t.deps.jobs.enqueue(
      (await import('../../src/jobs/registry.js')).JOBS.find((j) => j.name === 'bonus_estimate')!,
      {},
    );
    await drainJobs(t);
    const data = (await get('a', ESTIMATE_PATHS.estimate)).json().data;
    expect(data.computedAt).toBe(NOW.toISOString());
    expect(data.cycles.map((c: { cycle: string }) => c.cycle)).toEqual(
      [1, 2, 3, 4].map((k) => cycleName(W + k)),
    );
    expect(data.cycles.map((c: { open: boolean }) => c.open)).toEqual([true, false, false, false]);
    // a sponsors c: 20% of c's 200 BV upgrade = 40 BV value = 40.00 USD at rate 1
    const open = data.cycles[0];
    expect(open.byType).toContainEqual({ type: 'bonus', amount: '40.00' });
    // b sponsors e: 20% of 100 BV = 20.00
    const b = (await get('b', ESTIMATE_PATHS.estimate)).json().data;
    expect(b.cycles[0].byType).toContainEqual({ type: 'bonus', amount: '20.00' });
  });

  it('a re-run replaces the estimate (no doubled lines); the ops command runs it now', async () => {
    const estimated = await runOpsCommand(t, ['bonus:estimate', 'US']);
    expect(estimated.code).toBe(0);
    expect(estimated.lines[0]).toContain('US estimated');
    expect((await runOpsCommand(t, ['bonus:estimate', 'XX'])).code).toBe(1);
    // the command estimates from the real clock; back to the test's clock, twice
    await runEstimate(t.db, 'US', NOW);
    await runEstimate(t.db, 'US', NOW);
    const data = (await get('a', ESTIMATE_PATHS.estimate)).json().data;
    expect(data.cycles[0].byType.filter((x: { type: string }) => x.type === 'bonus')).toHaveLength(
      1,
    );
  });

  it("another company's member sees no one else's estimate; no token is refused", async () => {
    // the job estimated the outsider's company too: its own cycles, with nothing in them
    const res = await get('outsider', ESTIMATE_PATHS.estimate);
    expect(res.json().data.cycles).toHaveLength(4);
    expect(res.json().data.cycles.every((c: { total: string }) => Number(c.total) === 0)).toBe(
      true,
    );
    expect((await get(null, ESTIMATE_PATHS.estimate)).statusCode).toBe(401);
  });
});

describe('the rank report card', () => {
  it('root: VIP, paid-as Rising Star from W37; Star needs 800 BV more left, 900 right', async () => {
    // the open cycle's legs as the trees count them (the refresh job, every minute)
    await refreshLegs(t.db, 'US', cycleName(W + 1), NOW);
    const res = await get('root', ESTIMATE_PATHS.rankCard);
    expect(res.statusCode).toBe(200);
    const card = res.json().data;
    expect(card).toMatchObject({ nextAward: '02' });
    expect(card.standing).toMatchObject({
      cycle: cycleName(W + 1),
      closed: false,
      rank: '05',
      paidAsAward: '01',
      paidAsCycle: cycleName(W),
      highestAward: '01',
      // no paid shop order in the last 30 days (the volumes here were recorded directly)
      mustRebuyBV4Active: '50.00',
      active: false,
      leftBv: '200.00',
      rightBv: '100.00',
    });
    const gap = (leg: string) =>
      card.requirements.find(
        (r: { key: string; leg: string }) => r.key === 'weakLegBv' && r.leg === leg,
      );
    expect(gap('L')).toMatchObject({ actual: '200.00', gap: '800.00', met: false });
    expect(gap('R')).toMatchObject({ actual: '100.00', gap: '900.00', met: false });
  });

  it('a member of another company gets an empty card, not anyone else’s', async () => {
    const card = (await get('outsider', ESTIMATE_PATHS.rankCard)).json().data;
    expect(card).toMatchObject({ nextAward: '01' });
    expect(card.standing).toMatchObject({ rank: '0', paidAsAward: '00', leftBv: '0.00' });
    expect(card.requirements.find((r: { key: string }) => r.key === 'weakLegBv').actual).toBe(
      '0.00',
    );
    expect((await get(null, ESTIMATE_PATHS.rankCard)).statusCode).toBe(401);
  });
});
