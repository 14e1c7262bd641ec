import { AUTOSHIP_PATHS, CART_PATHS, SANDBOX_CARDS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys, walletMember } from '../wallet/factories.js';
import {
  autoshipMember,
  card,
  createAutoship,
  makeAutoshipShop,
  path,
  plan,
} from './autoship-test-kit.js';

let t: TestApp;
let skus: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  skus = await makeAutoshipShop(t);
});
afterAll(() => t.close());

const sku = (name: string) => skus.get(name)!;

describe('setting up an autoship', () => {
  it('previews the first run date, amount, BV and points of the autoship cart', async () => {
    const { token, addressId } = await autoshipMember(t, [sku('Shake'), sku('Bar')]);
    const res = await call(t, 'POST', AUTOSHIP_PATHS.preview, { token, body: plan(addressId, 3) });
    const data = res.json().data;
    expect(data.firstRunDate).toMatch(/^\d{4}-\d{2}-03$/);
    expect(data.lines).toHaveLength(2);
    expect(data.amounts).toMatchObject({ subtotal: '40.00', bv: '50.00', points: '50' });
  });

  it('refuses a preview of an empty autoship cart and a day of the month past 28', async () => {
    const { member, token } = await walletMember(t);
    const empty = await call(t, 'POST', AUTOSHIP_PATHS.preview, {
      token,
      body: { schedule: { kind: 'everyWeeks', weeks: 4 }, delivery: { mode: 'none' } },
    });
    expect(empty.json().data.error).toBe('autoshipCartEmpty');
    const bad = await call(t, 'POST', AUTOSHIP_PATHS.preview, {
      token,
      body: { schedule: { kind: 'monthDay', day: 31 }, delivery: { mode: 'none' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldKeys(bad)).toContain('body.schedule.day validation.autoship.monthDay');
    expect(member.id).toBeGreaterThan(0);
  });

  it('creates from the cart with a vaulted card, once per Idempotency-Key', async () => {
    const { member, token, addressId } = await autoshipMember(t, [sku('Shake')]);
    const body = { ...plan(addressId), card: card() };
    const first = await call(t, 'POST', AUTOSHIP_PATHS.create, {
      token,
      body,
      key: 'autoship-0001',
    });
    const again = await call(t, 'POST', AUTOSHIP_PATHS.create, {
      token,
      body,
      key: 'autoship-0001',
    });
    expect(first.json().data).toMatchObject({ status: 'active', card: { last4: '4242' } });
    expect(again.json().data.id).toBe(first.json().data.id);
    const cart = await call(t, 'GET', CART_PATHS.query.replace(':platform', 'bzz'), { token });
    expect(cart.json().data.totals.autoship.lines).toBe(0);
    const stored = await t.db
      .selectFrom('autoship')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(
      JSON.stringify(stored, (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
    ).not.toContain(SANDBOX_CARDS.approve.number);
    const notices = await t.db
      .selectFrom('message')
      .select('title')
      .where('member_id', '=', member.id)
      .execute();
    expect(notices.map((n) => n.title)).toContain('Your autoship was changed');
  });

  it('refuses an expired card', async () => {
    const { token, addressId } = await autoshipMember(t, [sku('Bar')]);
    const res = await call(t, 'POST', AUTOSHIP_PATHS.create, {
      token,
      body: { ...plan(addressId), card: card(SANDBOX_CARDS.approve.number, '01/20') },
    });
    expect(res.json().data.error).toBe('cardExpired');
  });
});

describe('managing an autoship', () => {
  it('lists, skips, pauses, resumes, updates and cancels; each effective for the next run', async () => {
    const { token, addressId } = await autoshipMember(t, [sku('Shake')]);
    const created = await createAutoship(t, token, addressId);
    const list = await call(t, 'GET', AUTOSHIP_PATHS.list, { token });
    expect(list.json().data.list.map((a: { id: number }) => a.id)).toEqual([created.id]);
    const skipped = await call(t, 'POST', path(AUTOSHIP_PATHS.skip, created.id), { token });
    expect(skipped.json().data.nextRunDate > created.nextRunDate).toBe(true);
    expect(skipped.json().data.lastRun).toMatchObject({
      runDate: created.nextRunDate,
      status: 'skipped',
      problem: { code: 'skipped_by_member' },
    });
    const paused = await call(t, 'POST', path(AUTOSHIP_PATHS.pause, created.id), { token });
    expect(paused.json().data).toMatchObject({ status: 'paused', pauseReason: 'member' });
    const skipPaused = await call(t, 'POST', path(AUTOSHIP_PATHS.skip, created.id), { token });
    expect(skipPaused.json().data.error).toBe('autoshipNotActive');
    const resumed = await call(t, 'POST', path(AUTOSHIP_PATHS.resume, created.id), { token });
    expect(resumed.json().data.status).toBe('active');
    const updated = await call(t, 'POST', path(AUTOSHIP_PATHS.update, created.id), {
      token,
      body: {
        lines: [{ productSkuId: sku('Bar'), qty: 3 }],
        schedule: { kind: 'everyWeeks', weeks: 2 },
        card: card(SANDBOX_CARDS.approveMastercard.number),
      },
    });
    expect(updated.json().data).toMatchObject({
      schedule: { kind: 'everyWeeks', weeks: 2 },
      card: { last4: '4444' },
      lines: [{ productSkuId: sku('Bar'), qty: 3 }],
    });
    const runs = await call(t, 'GET', path(AUTOSHIP_PATHS.runs, created.id), {
      token,
      query: { pageNum: '1', pageSize: '10' },
    });
    expect(runs.json().data.total).toBe(1);
    const cancelled = await call(t, 'POST', path(AUTOSHIP_PATHS.cancel, created.id), { token });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', nextRunDate: null });
    const afterCancel = await call(t, 'POST', path(AUTOSHIP_PATHS.pause, created.id), { token });
    expect(afterCancel.json().data.error).toBe('autoshipCancelled');
  });

  it('refuses an update with nothing to change and a repeated product', async () => {
    const { token, addressId } = await autoshipMember(t, [sku('Bar')]);
    const { id } = await createAutoship(t, token, addressId);
    const nothing = await call(t, 'POST', path(AUTOSHIP_PATHS.update, id), { token, body: {} });
    expect(nothing.statusCode).toBe(400);
    const twice = await call(t, 'POST', path(AUTOSHIP_PATHS.update, id), {
      token,
      body: {
        lines: [
          { productSkuId: sku('Bar'), qty: 1 },
          { productSkuId: sku('Bar'), qty: 2 },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
  });

  it("answers another member's autoship exactly as a missing one, for every call", async () => {
    const owner = await autoshipMember(t, [sku('Bar')]);
    const { id } = await createAutoship(t, owner.token, owner.addressId);
    const { token: stranger } = await walletMember(t);
    const calls: [string, 'GET' | 'POST', object?][] = [
      [AUTOSHIP_PATHS.detail, 'GET'],
      [AUTOSHIP_PATHS.skip, 'POST'],
      [AUTOSHIP_PATHS.pause, 'POST'],
      [AUTOSHIP_PATHS.resume, 'POST'],
      [AUTOSHIP_PATHS.update, 'POST', { schedule: { kind: 'monthDay', day: 2 } }],
      [AUTOSHIP_PATHS.cancel, 'POST'],
      [AUTOSHIP_PATHS.runs, 'GET'],
    ];
    for (const [p, method, body] of calls) {
      const theirs = await call(t, method, path(p, id), { token: stranger, body });
      const missing = await call(t, method, path(p, 2_000_000_001), { token: stranger, body });
      expect(theirs.statusCode, p).toBe(404);
      expect(theirs.json().data.error, p).toBe('autoshipNotFound');
      expect(missing.json().data.error, p).toBe('autoshipNotFound');
    }
    const mine = await call(t, 'GET', path(AUTOSHIP_PATHS.detail, id), { token: owner.token });
    expect(mine.json().data.status).toBe('active');
  });
});
