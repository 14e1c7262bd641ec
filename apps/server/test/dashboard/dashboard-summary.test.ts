import { BONUS_PATHS, DASHBOARD_PATHS, ESTIMATE_PATHS, WALLET_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCycle, cycleName, cycleOf } from '../../src/modules/bonus/index.js';
import { memberStanding, refreshLegs } from '../../src/modules/organization/index.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signedIn } from '../security/security-test-kit.js';
import { shopCall } from '../shop/shop-test-kit.js';
import { W37 } from '../bonus/engine-fixtures.js';
import { recordOrders, seedNetwork, W37_PACKAGES } from '../bonus/close-kit.js';

const DAY = 86_400_000;
const W = cycleOf(W37);
// Wednesday of W38: W37 is closed, W38 is the open cycle
const NOW = new Date(W37 + 9 * DAY);

let t: TestApp;
let ids: Map<string, number>;
const tokens = new Map<string, string>();

const get = (who: string | null, path: string, query?: Record<string, string>) =>
  shopCall(t, 'GET', path, { token: who ? tokens.get(who)! : null, query });
const summary = async (who: string) => {
  const res = await get(who, DASHBOARD_PATHS.summary);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ ids } = await seedNetwork(t.db, 'US'));
  await recordOrders(t.db, ids, [...W37_PACKAGES, ['c', '200', 20, 8]]);
  await closeCycle(t.db, 'US', cycleName(W), new Date(W37 + 8 * DAY), 'test');
  for (const who of ['root', 'a']) {
    const s = await openSession(t.deps, ids.get(who)!, false, { ip: null, userAgent: null });
    tokens.set(who, s.token);
  }
  tokens.set('outsider', (await signedIn(t, { company_code: 'MY' })).token);
  t.clock.now = NOW;
  await refreshLegs(t.db, 'US', cycleName(W + 1), NOW);
});
afterAll(() => t.close());

describe('GET the dashboard summary', () => {
  it('answers the same standing, next award and requirements as the rank card', async () => {
    const data = await summary('root');
    const card = (await get('root', ESTIMATE_PATHS.rankCard)).json().data;
    expect(data.rankCard).toEqual(card);
    expect(data.rankCard.standing).toMatchObject({
      memberId: ids.get('root'),
      cycle: cycleName(W + 1),
      closed: false,
    });
  });

  it("the wallet's balances, the open cycle's estimate and the last closed cycles", async () => {
    const data = await summary('root');
    const balances = await get(
      'root',
      WALLET_PATHS.userBalance.replace(':id', `${ids.get('root')}`),
    );
    expect(data.wallet).toEqual(balances.json().data);
    const estimate = (await get('root', ESTIMATE_PATHS.estimate)).json().data;
    const open = estimate.cycles.find((c: { open: boolean }) => c.open);
    expect(data.estimate).toEqual({
      cycle: open.cycle,
      total: open.total,
      computedAt: estimate.computedAt,
    });
    const range = { startDate: '2026-09-01', endDate: '2026-09-30' };
    const report = (await get('root', BONUS_PATHS.report, range)).json().data;
    expect(data.currency).toBe(report.currency);
    expect(data.recent.map((c: { total: string }) => c.total)).toEqual(
      report.recent.map((c: { total: string }) => c.total),
    );
    // the legs of the closed cycle are the standing service's as of that close
    const closed = await memberStanding(t.db, ids.get('root')!, { cycle: cycleName(W) });
    expect(data.recent.at(-1)).toMatchObject({
      cycle: cycleName(W),
      leftBv: closed!.leftBv,
      rightBv: closed!.rightBv,
    });
  });

  it('a member gets only their own figures, whatever the request names', async () => {
    const root = ids.get('root')!;
    const res = await get('a', DASHBOARD_PATHS.summary, { memberId: `${root}` });
    expect(res.statusCode).toBe(200);
    const mine = res.json().data;
    expect(mine.rankCard.standing.memberId).toBe(ids.get('a'));
    expect(mine).toEqual(await summary('a'));
    // a member of another company: their own (empty) figures, nothing of the US network
    const outsider = await summary('outsider');
    expect(outsider.rankCard.standing.memberId).not.toBe(root);
    expect(outsider.recent).toEqual([]);
  });

  it('refuses a request without a session', async () => {
    expect((await get(null, DASHBOARD_PATHS.summary)).statusCode).toBe(401);
    expect(
      (await shopCall(t, 'GET', DASHBOARD_PATHS.summary, { token: 'garbage' })).statusCode,
    ).toBe(401);
  });
});
