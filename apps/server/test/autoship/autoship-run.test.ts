import { addDays, AUTOSHIP_PATHS, MEMBER_STATUS, SANDBOX_CARDS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAutoships } from '../../src/flows/autoship-run.flow.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call } from '../wallet/factories.js';
import { autoshipMember, createAutoship, makeAutoshipShop, path } from './autoship-test-kit.js';

/**
 * The day's run: once per period, declines, time-outs. Runs on both engines in CI: on
 * PostgreSQL the two workers of one period really race for the claim.
 */
let t: TestApp;
let skus: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  skus = await makeAutoshipShop(t);
});
afterAll(() => t.close());

/** A member's autoship of one Shake on the given card; answers its id and first run date. */
async function autoshipOn(number: string = SANDBOX_CARDS.approve.number) {
  const m = await autoshipMember(t, [skus.get('Shake')!]);
  const created = await createAutoship(t, m.token, m.addressId, number);
  return { ...m, id: created.id, runDate: created.nextRunDate };
}

const ordersOf = (memberId: number) =>
  t.db.selectFrom('shop_order').selectAll().where('member_id', '=', memberId).execute();
const runsOf = (autoshipId: number) =>
  t.db.selectFrom('autoship_run').selectAll().where('autoship_id', '=', autoshipId).execute();
const chargesOf = (last4: string) =>
  t.db
    .selectFrom('sandbox_card_charge as c')
    .innerJoin('sandbox_card_token as k', 'k.token', 'c.token')
    .select(['c.id', 'c.status'])
    .where('k.last4', '=', last4)
    .where('k.vaulted', '=', true)
    .execute();

describe('the autoship run', () => {
  it('creates one paid type-66 order per period, run twice and on two workers at once', async () => {
    const a = await autoshipOn();
    await Promise.all([
      runAutoships(t.deps, a.runDate, 'job'),
      runAutoships(t.deps, a.runDate, 'job'),
    ]);
    await runAutoships(t.deps, a.runDate, 'job');
    const orders = await ordersOf(a.member.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ order_type: 66, status: 10 });
    const runs = await runsOf(a.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'paid', tries: 1, run_date: a.runDate });
    const detail = await call(t, 'GET', path(AUTOSHIP_PATHS.detail, a.id), { token: a.token });
    expect(detail.json().data.nextRunDate > a.runDate).toBe(true);
  });

  it('retries a temporary decline 1, 2 and 3 days later, then gives the period up', async () => {
    const a = await autoshipOn(SANDBOX_CARDS.insufficientFunds.number);
    await runAutoships(t.deps, a.runDate, 'job');
    let [run] = await runsOf(a.id);
    expect(run).toMatchObject({ status: 'retrying', problem: 'insufficient_funds' });
    expect(run!.next_retry_date).toBe(addDays(a.runDate, 1));
    // a retry is not due before its date
    await runAutoships(t.deps, a.runDate, 'job');
    expect((await runsOf(a.id))[0]!.tries).toBe(1);
    for (const wait of [1, 2, 3]) await runAutoships(t.deps, addDays(a.runDate, wait), 'job');
    [run] = await runsOf(a.id);
    expect(run).toMatchObject({ status: 'failed', problem: 'insufficient_funds', tries: 4 });
    expect(await chargesOf('9995')).toHaveLength(4);
    const view = await call(t, 'GET', path(AUTOSHIP_PATHS.runs, a.id), { token: a.token });
    expect(view.json().data.list[0].problem.reason).toContain('insufficient funds');
    // the autoship itself goes on to its next period
    const detail = await call(t, 'GET', path(AUTOSHIP_PATHS.detail, a.id), { token: a.token });
    expect(detail.json().data.status).toBe('active');
  });

  it('stops at once on a permanent decline and tells the member', async () => {
    const a = await autoshipOn(SANDBOX_CARDS.stolen.number);
    await runAutoships(t.deps, a.runDate, 'job');
    const [run] = await runsOf(a.id);
    expect(run).toMatchObject({ status: 'failed', problem: 'card_stolen', tries: 1 });
    const detail = await call(t, 'GET', path(AUTOSHIP_PATHS.detail, a.id), { token: a.token });
    expect(detail.json().data).toMatchObject({ status: 'paused', pauseReason: 'cardRefused' });
    const resume = await call(t, 'POST', path(AUTOSHIP_PATHS.resume, a.id), { token: a.token });
    expect(resume.json().data.error).toBe('autoshipCardNeeded');
    const notices = await t.db
      .selectFrom('message')
      .select('title')
      .where('member_id', '=', a.member.id)
      .execute();
    expect(notices.map((n) => n.title)).toContain(`Autoship of ${a.runDate}: action needed`);
  });

  it('resolves a time-out by asking the provider: paid, charged once', async () => {
    const a = await autoshipOn(SANDBOX_CARDS.timeout.number);
    await runAutoships(t.deps, a.runDate, 'job');
    await runAutoships(t.deps, a.runDate, 'job');
    expect(await chargesOf('0119')).toHaveLength(1);
    expect((await runsOf(a.id))[0]).toMatchObject({ status: 'paid' });
    expect((await ordersOf(a.member.id))[0]).toMatchObject({ status: 10 });
  });

  it('creates nothing for a cancelled or a paused autoship', async () => {
    const cancelled = await autoshipOn();
    const paused = await autoshipOn();
    await call(t, 'POST', path(AUTOSHIP_PATHS.cancel, cancelled.id), { token: cancelled.token });
    await call(t, 'POST', path(AUTOSHIP_PATHS.pause, paused.id), { token: paused.token });
    await runAutoships(t.deps, paused.runDate, 'job');
    for (const a of [cancelled, paused]) {
      expect(await ordersOf(a.member.id)).toHaveLength(0);
      expect(await runsOf(a.id)).toHaveLength(0);
    }
  });

  it("pauses an inactive member's autoship with the reason, and charges nothing", async () => {
    const a = await autoshipOn();
    await t.db
      .updateTable('member')
      .set({ status: MEMBER_STATUS.inactive })
      .where('id', '=', a.member.id)
      .execute();
    await runAutoships(t.deps, a.runDate, 'job');
    expect((await runsOf(a.id))[0]).toMatchObject({
      status: 'skipped',
      problem: 'member_inactive',
    });
    expect(await ordersOf(a.member.id)).toHaveLength(0);
    const row = await t.db
      .selectFrom('autoship')
      .selectAll()
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'paused', pause_reason: 'memberStatus' });
  });
});
