import { API_BASE_PATH, type DisclosureStatement } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCycle, cycleName, cycleOf } from '../../src/modules/bonus/index.js';
import { computeStatement, periodOf } from '../../src/modules/disclosure/index.js';
import { recordOrders, seedNetwork, W37_PACKAGES } from '../bonus/close-kit.js';
import { W37 } from '../bonus/engine-fixtures.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { pdfText } from '../invoice/invoice-kit.js';
import { consoleCall, operatorSession } from './console-helpers.js';

const DAY = 86_400_000;
const W0 = cycleName(cycleOf(W37));
const W1 = cycleName(cycleOf(W37 + 7 * DAY));
const PERIOD = { company: 'US', startDate: '2026-09-01', endDate: '2026-10-31' };

let t: TestApp;
let admin: string;
let finance: string;
let support: string;
let adminMy: string;

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  const { ids } = await seedNetwork(t.db, 'US');
  // a distributor who joined and never earned, and one never activated (not a participant)
  await createMember(t.db, { company_code: 'US', member_type: 'D' });
  await createMember(t.db, { company_code: 'US', member_type: 'D', status: 0 });
  // everyone so far joined before the period; a distributor joining after it is no participant
  await sql`update member set created_at = '2026-08-01T00:00:00+08:00'`.execute(t.db);
  await createMember(t.db, { company_code: 'US', member_type: 'D' });
  await recordOrders(t.db, ids, [...W37_PACKAGES, ['p', '80', 40, 4]]);
  await closeCycle(t.db, 'US', W0, new Date(W37 + 10 * DAY), 'test');
  await recordOrders(t.db, ids, [
    ['e', '300', 10, 8],
    ['f', '300', 10, 8],
  ]);
  admin = (await operatorSession(t, ['admin'])).token;
  finance = (await operatorSession(t, ['finance'])).token;
  support = (await operatorSession(t, ['support'])).token;
  adminMy = (await operatorSession(t, ['admin'], { companies: ['MY'] })).token;
}, 120_000);
afterAll(() => t.close());

const post = (token: string, path: string, body?: unknown) =>
  consoleCall(t, 'POST', path, { token, body });
const get = (token: string, path: string, query?: Record<string, string>) =>
  consoleCall(t, 'GET', path, { token, query });
const errorOf = (res: { json(): { data?: { error?: string } } }) => res.json().data?.error;
const publicGet = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API_BASE_PATH}${path}`, headers });

/** The statement recomputed with plain SQL: each participant's award and gross bonus. */
async function plainSql(s: DisclosureStatement) {
  const { rows } = await sql<{ id: number; award: string; earned: string }>`
    select m.id,
      coalesce((select max(mc.paid_as_award) from bonus_member_cycle mc
        join bonus_cycle c on c.company_code = mc.company_code and c.cycle = mc.cycle
        where mc.member_id = m.id and c.state = 'closed' and c.journal_id <= ${BigInt(s.lastEntryId)}
          and c.closed_at >= ${`${s.startDate}T00:00:00+08:00`}::timestamptz
          and c.closed_at < (${s.endDate}::date + 1)::timestamp at time zone '+08:00'), '00') as award,
      coalesce((select sum(p.amount) from posting p
        join ledger_account a on a.id = p.account_id
        join journal_entry j on j.id = p.entry_id
        where a.member_id = m.id and a.kind in ('bonus', 'worldplan') and j.type = 'bonusClose'
          and j.id <= ${BigInt(s.lastEntryId)}
          and j.created_at >= ${`${s.startDate}T00:00:00+08:00`}::timestamptz
          and j.created_at < (${s.endDate}::date + 1)::timestamp at time zone '+08:00'), 0)::text
        as earned
    from member m
    where m.company_code = 'US' and m.member_type = 'D' and m.status <> 0
      and m.created_at < (${s.endDate}::date + 1)::timestamp at time zone '+08:00'`.execute(t.db);
  return rows;
}

const sortedEarnings = (rows: { earned: string }[]) =>
  rows.map((r) => BigInt(r.earned)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const rank = (values: bigint[], p: number) =>
  values.length ? String(values[Math.max(1, Math.ceil((p * values.length) / 100)) - 1]) : null;

describe('the income disclosure statement', () => {
  let statement: DisclosureStatement;

  it('is generated from the ledger, and plain SQL finds the same counts and figures', async () => {
    const res = await post(admin, '/disclosures', PERIOD);
    expect(res.statusCode).toBe(200);
    statement = res.json().data;
    expect(statement).toMatchObject({
      company: 'US',
      currency: 'USD',
      startDate: '2026-09-01',
      endDate: '2026-10-31',
      cycles: 1,
      published: false,
    });
    const rows = await plainSql(statement);
    // the seeded distributors (no preferred customer, nobody never activated) and the newcomer
    expect(rows).toHaveLength(8);
    expect(statement.overall.participants).toBe(rows.length);
    const all = sortedEarnings(rows);
    const total = all.reduce((s, v) => s + v, 0n);
    expect(total).toBeGreaterThan(0n);
    expect(statement.overall).toMatchObject({
      total: String(total),
      max: String(all.at(-1)),
      median: rank(all, 50),
      p10: rank(all, 10),
      p90: rank(all, 90),
      earnedNothing: all.filter((v) => v === 0n).length,
      shareBp: 10_000,
    });
    for (const group of statement.groups) {
      const mine = rows.filter((r) => r.award === group.group);
      const values = sortedEarnings(mine);
      expect(group.participants, group.group).toBe(mine.length);
      expect(group.total).toBe(String(values.reduce((s, v) => s + v, 0n)));
      expect(group.median).toBe(rank(values, 50));
    }
    expect(statement.groups.reduce((n, g) => n + g.participants, 0)).toBe(rows.length);
  });

  it('gives the same figures again at the same ledger position, after the ledger moved on', async () => {
    await closeCycle(t.db, 'US', W1, new Date(W37 + 17 * DAY), 'test');
    const period = periodOf(PERIOD.startDate, PERIOD.endDate, t.deps.now());
    const again = await computeStatement(t.db, { code: 'US', currency: 'USD' }, period, {
      lastEntryId: BigInt(statement.lastEntryId),
      takenAt: new Date(statement.takenAt),
    });
    expect(again.figures).toEqual({ overall: statement.overall, groups: statement.groups });
    // generated now, the statement reads the new cycle too
    const later = (await post(admin, '/disclosures', PERIOD)).json().data as DisclosureStatement;
    expect(BigInt(later.lastEntryId)).toBeGreaterThan(BigInt(statement.lastEntryId));
    expect(later.cycles).toBe(2);
    expect(BigInt(later.overall.total)).toBeGreaterThan(BigInt(statement.overall.total));
    const rows = await plainSql(later);
    expect(later.overall.total).toBe(String(sortedEarnings(rows).reduce((s, v) => s + v, 0n)));
  });

  it('refuses a period that ends before it starts, has not ended, or is longer than a year', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ startDate: '2026-10-01', endDate: '2026-09-30' }, 'disclosurePeriodOrder'],
      [{ startDate: '2026-01-01', endDate: '2099-12-31' }, 'disclosurePeriodTooLong'],
      [{ startDate: '2099-01-01', endDate: '2099-12-31' }, 'disclosurePeriodFuture'],
      [{ startDate: '2025-01-01', endDate: '2026-01-02' }, 'disclosurePeriodTooLong'],
      [{ startDate: '2026-02-30', endDate: '2026-03-31' }, 'validation'],
      [{ startDate: '2026-1-1', endDate: '2026-03-31' }, 'validation'],
    ];
    for (const [dates, error] of cases) {
      const res = await post(admin, '/disclosures', { company: 'US', ...dates });
      expect([errorOf(res), res.json().msg], JSON.stringify(dates)).toEqual([
        error,
        expect.any(String),
      ]);
    }
    const order = await post(admin, '/disclosures', {
      company: 'US',
      startDate: '2026-10-01',
      endDate: '2026-09-30',
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().msg).toMatch(/ends before it starts/);
    // a leap year is one year
    const leap = await post(admin, '/disclosures', {
      company: 'US',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(leap.statusCode).toBe(200);
    const unknown = await post(admin, '/disclosures', { ...PERIOD, company: 'XX' });
    expect(errorOf(unknown)).toBe('notFound');
  });

  it("refuses another company's operator, and those without the permission", async () => {
    const foreign = await post(adminMy, '/disclosures', PERIOD);
    expect([foreign.statusCode, errorOf(foreign)]).toEqual([403, 'forbidden']);
    expect(errorOf(await get(adminMy, `/disclosures/${statement.id}`))).toBe('notFound');
    expect(errorOf(await post(adminMy, `/disclosures/${statement.id}/publish`))).toBe('notFound');
    expect(errorOf(await get(adminMy, '/disclosures', { company: 'US' }))).toBe('forbidden');
    expect(errorOf(await post(finance, '/disclosures', PERIOD))).toBe('forbidden');
    expect(errorOf(await post(finance, `/disclosures/${statement.id}/publish`))).toBe('forbidden');
    expect(errorOf(await get(support, `/disclosures/${statement.id}`))).toBe('forbidden');
    expect(errorOf(await get(admin, '/disclosures/999999'))).toBe('notFound');
  });

  it('is read by report:view, published (audited), and then shown on the public page', async () => {
    const list = await get(finance, '/disclosures', { company: 'US' });
    expect(list.json().data.statements.map((s: { id: number }) => s.id)).toContain(statement.id);
    const read = await get(finance, `/disclosures/${statement.id}`);
    expect(read.json().data).toEqual(statement);
    const pdf = await get(finance, `/disclosures/${statement.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toMatch(/Income disclosure statement/);

    const before = await publicGet('/pub/incomeDisclosure/US');
    expect(before.json().data.statements).toEqual([]);
    expect((await publicGet(`/pub/incomeDisclosure/US/${statement.id}/pdf`)).statusCode).toBe(404);

    const published = await post(admin, `/disclosures/${statement.id}/publish`);
    expect(published.json().data).toMatchObject({
      published: true,
      publishedBy: expect.any(String),
    });
    const audit = await sql<{ action: string }>`
      select action from audit_entry where target = ${`disclosure:${statement.id}`} order by id`.execute(
      t.db,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['disclosure:generate', 'disclosure:publish']);

    const after = (await publicGet('/pub/incomeDisclosure/US')).json().data;
    expect(after.statements).toHaveLength(1);
    expect(after.statements[0]).toMatchObject({ id: statement.id, overall: statement.overall });
    expect(after.statements[0].generatedBy).toBeUndefined();
    const page = await publicGet('/pub/incomeDisclosure/US/page', { 'accept-language': 'ms' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Penyata pendedahan pendapatan');
    expect(page.body).toContain(String(statement.overall.participants));
    const zh = await publicGet('/pub/incomeDisclosure/US/page?lang=zh-CN');
    expect(zh.body).toContain('收入披露声明');
    const publicPdf = await publicGet(`/pub/incomeDisclosure/US/${statement.id}/pdf`);
    expect(publicPdf.statusCode).toBe(200);
    // another company's address does not show it
    expect((await publicGet(`/pub/incomeDisclosure/MY/${statement.id}/pdf`)).statusCode).toBe(404);
    expect((await publicGet('/pub/incomeDisclosure/MY')).json().data.statements).toEqual([]);
    expect((await publicGet('/pub/incomeDisclosure/XX')).statusCode).toBe(404);
  });
});
