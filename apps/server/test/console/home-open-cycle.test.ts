import { cycleOf } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCycleVolume, openCycleVolumeJob } from '../../src/modules/organization/index.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { consoleCall, operatorSession } from './console-helpers.js';

const WEEK_MS = 7 * 86_400_000;

let t: TestApp;
let finance: string;
let financeMy: string;
let member: (company: string) => Promise<number>;

/** One volume row (BV hundredths; negative for a refund) of the clock's cycle. */
async function volume(memberId: number, bv: bigint, platform: 'bzz' | 'wpm' = 'bzz', type = 10) {
  const cycle = cycleOf(t.deps.now());
  await t.db
    .insertInto('member_cycle_volume')
    .values({
      member_id: memberId,
      cycle,
      platform,
      order_type_code: type,
      bv,
      updated_at: t.deps.now(),
    })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'cycle', 'platform', 'order_type_code'])
        .doUpdateSet((eb) => ({ bv: eb('member_cycle_volume.bv', '+', eb.ref('excluded.bv')) })),
    )
    .execute();
}

const runJob = () => openCycleVolumeJob.handler(t.deps, {});
const home = async (token: string) =>
  (await consoleCall(t, 'GET', '/home', { token })).json().data.openCycle;
const stored = () =>
  t.db.selectFrom('company_cycle_volume').selectAll().orderBy(['cycle', 'company_code']).execute();

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'US' });
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  await createCompany(t.db, { code: 'SG', currency: 'SGD' });
  member = async (company) => (await createMember(t.db, { company_code: company })).id;
  finance = (await operatorSession(t, ['finance'])).token;
  financeMy = (await operatorSession(t, ['finance'], { companies: ['MY'] })).token;
  const [a, b, c, d] = [
    await member('US'),
    await member('US'),
    await member('US'),
    await member('MY'),
  ];
  await volume(a, 12_345n);
  await volume(a, 5_000n, 'bzz', 30);
  await volume(a, 700n, 'wpm');
  await volume(b, 9_900n);
  // b's refund, netted; c bought and was refunded whole (still one of the cycle's buyers)
  await volume(b, -900n);
  await volume(c, 4_000n, 'wpm');
  await volume(c, -4_000n, 'wpm');
  await volume(d, 2_550n);
});
afterAll(() => t.close());

describe("the home's open-cycle volume, stored by the job", () => {
  it('stores what the live sum computes, a row for every company (nothing bought: zero)', async () => {
    const live = await openCycleVolume(t.db, t.deps.now());
    await runJob();
    const rows = await stored();
    const cycle = cycleOf(t.deps.now());
    expect(rows.map((r) => [r.company_code, r.cycle, BigInt(r.bv), r.buyers])).toEqual([
      ['MY', cycle, 2_550n, 1],
      ['SG', cycle, 0n, 0],
      ['US', cycle, 27_045n, 3],
    ]);
    expect(live.companies).toEqual([
      { companyCode: 'MY', bvHundredths: 2_550n, buyers: 1 },
      { companyCode: 'US', bvHundredths: 27_045n, buyers: 3 },
    ]);
    expect(rows.every((r) => new Date(r.computed_at).getTime() === t.deps.now().getTime())).toBe(
      true,
    );
  });

  it('the home reads the stored row and its time, until the next run', async () => {
    const ranAt = t.deps.now().toISOString();
    t.clock.advance(60_000);
    await volume(await member('US'), 1_000n);
    expect(await home(finance)).toEqual({
      cycle: cycleOf(t.deps.now()),
      asOf: ranAt,
      companies: [
        { companyCode: 'MY', bv: '25.50', buyers: 1 },
        { companyCode: 'US', bv: '270.45', buyers: 3 },
      ],
    });
    t.clock.advance(4 * 60_000);
    await runJob();
    const after = await home(finance);
    expect(after.asOf).toBe(t.deps.now().toISOString());
    expect(after.companies[1]).toEqual({ companyCode: 'US', bv: '280.45', buyers: 4 });
  });

  it("shows an operator only their companies' rows", async () => {
    expect(await home(financeMy)).toEqual({
      cycle: cycleOf(t.deps.now()),
      asOf: t.deps.now().toISOString(),
      companies: [{ companyCode: 'MY', bv: '25.50', buyers: 1 }],
    });
  });

  it('sums a new cycle once when it has no row yet, and stores it', async () => {
    t.clock.advance(WEEK_MS);
    // sessions do not last a week: sign in again
    finance = (await operatorSession(t, ['finance'])).token;
    financeMy = (await operatorSession(t, ['finance'], { companies: ['MY'] })).token;
    const cycle = cycleOf(t.deps.now());
    await volume(await member('SG'), 800n);
    const first = await home(financeMy);
    expect(first).toEqual({ cycle, asOf: t.deps.now().toISOString(), companies: [] });
    // only the operator's company was summed; the others wait for the job (or their operator)
    expect((await stored()).filter((r) => r.cycle === cycle).map((r) => r.company_code)).toEqual([
      'MY',
    ]);
    const summedAt = t.deps.now().toISOString();
    t.clock.advance(60_000);
    const all = await home(finance);
    expect(all.companies).toEqual([{ companyCode: 'SG', bv: '8.00', buyers: 1 }]);
    // the oldest of the rows shown: MY's from the first load
    expect(all.asOf).toBe(summedAt);
    expect((await stored()).filter((r) => r.cycle === cycle)).toHaveLength(3);
  });

  it('an earlier run never overwrites a later figure', async () => {
    const cycle = cycleOf(t.deps.now());
    const { storeCycleVolume } =
      await import('../../src/modules/organization/company-volume.repository.js');
    await volume(await member('SG'), 100n);
    await storeCycleVolume(t.db, cycle, new Date(t.deps.now().getTime() - 3_600_000), ['SG']);
    const sg = (await stored()).find((r) => r.cycle === cycle && r.company_code === 'SG')!;
    expect([BigInt(sg.bv), sg.buyers]).toEqual([800n, 1]);
  });
});
