import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusCloseJob, cycleName, cycleOf } from '../../src/modules/bonus/index.js';
import { opsRunner } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { W37 } from './engine-fixtures.js';
import { recordOrders, seedNetwork, W37_PACKAGES } from './close-kit.js';

const W = (k: number) => cycleName(cycleOf(W37) + k);
let t: TestApp;

const ops = opsRunner(() => t);

beforeAll(async () => {
  t = await createTestApp();
  const { ids } = await seedNetwork(t.db, 'US');
  await recordOrders(t.db, ids, [...W37_PACKAGES, ['a', '60', 30, 8]]);
});
afterAll(() => t.close());

describe('bonus:preview, bonus:lock, bonus:close', () => {
  it('previews totals per type and members paid, writing nothing', async () => {
    const { code, out } = await ops('bonus:preview', 'US', W(0));
    expect(code).toBe(0);
    expect(out).toMatch(/bonus\s+\d+/);
    expect(out).toMatch(/members paid: [1-9]/);
    expect(await t.db.selectFrom('bonus_cycle').select('cycle').execute()).toEqual([]);
  });

  it('locks, closes once, and a second close changes nothing', async () => {
    expect((await ops('bonus:lock', 'US', W(0))).out).toContain('locked');
    const closed = await ops('bonus:close', 'US', W(0));
    expect(closed.code).toBe(0);
    expect(closed.out).toMatch(/closed, journal \d+/);
    expect((await ops('bonus:close', 'US', W(0))).out).toContain('nothing changed');
    expect((await ops('ledger:verify')).code).toBe(0);
  });

  it('refuses missing arguments and mistakes with exit code 1', async () => {
    expect((await ops('bonus:close', 'US')).code).toBe(1);
    const bad = await ops('bonus:close', 'US', '2026-W99');
    expect(bad).toMatchObject({ code: 1, out: expect.stringContaining('not a cycle') });
    expect((await ops('bonus:preview', 'NOPE', W(1))).out).toContain('unknown company');
  });

  it('the weekly job closes the cycle that just ended, once', async () => {
    t.deps.now = () => new Date(W37 + 14 * 86_400_000 + 3_600_000);
    await bonusCloseJob.handler(t.deps, {});
    await bonusCloseJob.handler(t.deps, {});
    const rows = await t.db
      .selectFrom('bonus_cycle')
      .select(['cycle', 'state'])
      .orderBy('cycle')
      .execute();
    expect(rows).toEqual([
      { cycle: W(0), state: 'closed' },
      { cycle: W(1), state: 'closed' },
    ]);
    const journals = await t.db
      .selectFrom('journal_entry')
      .select('id')
      .where('type', '=', 'bonusClose')
      .execute();
    expect(journals).toHaveLength(2);
  });
});
