import { BONUS_PATHS, formatMoney, type BonusReport } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCycle, cycleName, cycleOf } from '../../src/modules/bonus/index.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { pdfText } from '../invoice/invoice-kit.js';
import { shopCall } from '../shop/shop-test-kit.js';
import { W37 } from './engine-fixtures.js';
import { recordOrders, seedNetwork } from './close-kit.js';

const W0 = cycleName(cycleOf(W37));
const AFTER = new Date(W37 + 30 * 86_400_000);
const RANGE = { startDate: '2026-09-01', endDate: '2026-09-30' };

let t: TestApp;
const tokens = new Map<string, string>();

const pdf = (who: string | null, query: Record<string, string>, locale?: string) =>
  shopCall(t, 'GET', BONUS_PATHS.pdf, { token: who ? tokens.get(who)! : null, query, locale });

beforeAll(async () => {
  t = await createTestApp();
  const { ids } = await seedNetwork(t.db, 'US');
  await recordOrders(t.db, ids, [
    ['root', '200', 10, 1],
    ['a', '500', 10, 1],
    ['b', '300', 10, 1],
  ]);
  await closeCycle(t.db, 'US', W0, AFTER, 'test');
  for (const who of ['root', 'p']) {
    const s = await openSession(t.deps, ids.get(who)!, false, { ip: null, userAgent: null });
    tokens.set(who, s.token);
  }
});
afterAll(() => t.close());

describe('GET the bonus report as a PDF', () => {
  it("downloads the member's own report over the range", async () => {
    const res = await pdf('root', RANGE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('bonus-report-2026-09-01-2026-09-30.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // a member paid nothing gets a PDF too (the empty state), in Chinese as well
    const empty = await pdf('p', RANGE, 'zh-CN');
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("writes money and dates as the member's pages do, in the member's language", async () => {
    const report = (
      await shopCall(t, 'GET', BONUS_PATHS.report, { token: tokens.get('root')!, query: RANGE })
    ).json().data as BonusReport;
    const cycle = report.cycles[0]!;
    const text = await pdfText((await pdf('root', RANGE, 'id')).rawPayload);
    // the one money format: the currency's sign and id's decimal comma
    expect(text).toContain(formatMoney(cycle.total, report.minorUnit, report.currency, 'id'));
    expect(formatMoney(cycle.total, report.minorUnit, report.currency, 'id')).toMatch(
      /^\$.*,\d\d$/,
    );
    // dates alone in the member's locale format
    expect(text).toContain('1 Sep 2026');
    expect(text).toContain('30 Sep 2026');
  });

  it('refuses an end before the start, a bad date and no session', async () => {
    const back = await pdf('root', { startDate: '2026-09-30', endDate: '2026-09-01' });
    expect(back.statusCode).toBe(400);
    expect(JSON.stringify(back.json())).toContain('End time must be later than start time');
    expect((await pdf('root', { startDate: 'soon', endDate: '2026-09-01' })).statusCode).toBe(400);
    expect((await pdf(null, RANGE)).statusCode).toBe(401);
  });
});
