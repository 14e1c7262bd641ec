import { BONUS_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCycle, cycleName, cycleOf } from '../../src/modules/bonus/index.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signedIn } from '../security/security-test-kit.js';
import { shopCall } from '../shop/shop-test-kit.js';
import { W37 } from './engine-fixtures.js';
import { recordOrders, seedNetwork, W37_PACKAGES } from './close-kit.js';

const W0 = cycleName(cycleOf(W37));
const AFTER = new Date(W37 + 30 * 86_400_000);

let t: TestApp;
let ids: Map<string, number>;
const tokens = new Map<string, string>();

const report = (who: string | null, query: Record<string, string>, locale?: string) =>
  shopCall(t, 'GET', BONUS_PATHS.report, {
    token: who ? tokens.get(who)! : null,
    query,
    locale,
  });
const cycle = (who: string, name: string) =>
  shopCall(t, 'GET', BONUS_PATHS.cycle.replace(':cycle', name), { token: tokens.get(who)! });

beforeAll(async () => {
  t = await createTestApp();
  ({ ids } = await seedNetwork(t.db, 'US'));
  await recordOrders(t.db, ids, [...W37_PACKAGES, ['p', '80', 40, 4]]);
  await closeCycle(t.db, 'US', W0, AFTER, 'test');
  for (const who of ['root', 'a', 'p']) {
    const s = await openSession(t.deps, ids.get(who)!, false, { ip: null, userAgent: null });
    tokens.set(who, s.token);
  }
  const outsider = await signedIn(t, { company_code: 'MY' });
  tokens.set('outsider', outsider.token);
});
afterAll(() => t.close());

const RANGE = { startDate: '2026-09-01', endDate: '2026-09-30' };

describe('GET the bonus report', () => {
  it("answers the member's totals per cycle and type, and the chart's cycles", async () => {
    const res = await report('root', RANGE);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.currency).toBeTruthy();
    expect(data.cycles.map((c: { cycle: string }) => c.cycle)).toEqual([W0]);
    const mine = data.cycles[0];
    expect(mine.byType.find((b: { type: string }) => b.type === 'bonus')).toBeTruthy();
    const sum = mine.byType.reduce((s: number, b: { amount: string }) => s + Number(b.amount), 0);
    expect(Number(mine.total)).toBeCloseTo(sum, 2);
    expect(data.recent).toHaveLength(1);
  });

  it('opens a cycle: own lines with their trail, and what was left on the table', async () => {
    const res = await cycle('root', W0);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.closed).toBe(true);
    expect(data.lines.length).toBeGreaterThan(0);
    expect(data.lines[0].trail).toMatchObject({ cycle: W0, planVersion: expect.any(String) });
    const pc = (await cycle('p', W0)).json().data;
    expect(pc.lines).toEqual([]);
  });

  it('refuses an end before the start with the spec message, and bad input', async () => {
    const res = await report('root', { startDate: '2026-09-30', endDate: '2026-09-01' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('End time must be later than start time');
    expect(
      (await report('root', { startDate: 'yesterday', endDate: '2026-09-01' })).statusCode,
    ).toBe(400);
    expect(
      (await report('root', { startDate: '2020-01-01', endDate: '2026-09-01' })).statusCode,
    ).toBe(400);
    expect((await cycle('root', 'W37')).statusCode).toBe(400);
    expect((await report(null, RANGE)).statusCode).toBe(401);
  });

  it("shows nobody else's lines: another member, another company", async () => {
    const rootLines = (await cycle('root', W0)).json().data.lines;
    const aLines = (await cycle('a', W0)).json().data.lines;
    expect(aLines).not.toEqual(rootLines);
    const outsider = (await report('outsider', RANGE)).json().data;
    expect(outsider.cycles).toEqual([]);
    expect((await cycle('outsider', W0)).json().data).toMatchObject({ closed: false, lines: [] });
  });
});
