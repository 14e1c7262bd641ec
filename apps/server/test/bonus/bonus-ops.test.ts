import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusCloseJob, cycleName, cycleOf } from '../../src/modules/bonus/index.js';
import { OPS_COMMANDS } from '../../src/ops/commands/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { W37 } from './engine-fixtures.js';
import { recordOrders, seedNetwork } from './close-kit.js';

const W = (k: number) => cycleName(cycleOf(W37) + k);
let t: TestApp;

async function ops(...args: string[]) {
  const lines: string[] = [];
  const [name, ...rest] = args;
  const command = OPS_COMMANDS.find((c) => c.name === name)!;
  const ctx = {
    config: t.deps.config,
    db: t.db,
    out: (l: string) => lines.push(l),
    operator: 'tester',
  };
  const code = await command.run(ctx, rest);
  return { code, text: lines.join('\n') };
}

beforeAll(async () => {
  t = await createTestApp();
  const { ids } = await seedNetwork(t.db, 'US');
  await recordOrders(t.db, ids, [
    ['root', '200', 10, 1],
    ['a', '500', 10, 1],
    ['b', '300', 10, 1],
    ['c', '100', 10, 2],
    ['d', '100', 10, 2],
    ['a', '60', 30, 8],
  ]);
});
afterAll(() => t.close());

describe('bonus:preview, bonus:lock, bonus:close', () => {
  it('previews totals per type and members paid, writing nothing', async () => {
    const { code, text } = await ops('bonus:preview', 'US', W(0));
    expect(code).toBe(0);
    expect(text).toMatch(/bonus\s+\d+/);
    expect(text).toMatch(/members paid: [1-9]/);
    expect(await t.db.selectFrom('bonus_cycle').select('cycle').execute()).toEqual([]);
  });

  it('locks, closes once, and a second close changes nothing', async () => {
    expect((await ops('bonus:lock', 'US', W(0))).text).toContain('locked');
    const closed = await ops('bonus:close', 'US', W(0));
    expect(closed.code).toBe(0);
    expect(closed.text).toMatch(/closed, journal \d+/);
    expect((await ops('bonus:close', 'US', W(0))).text).toContain('nothing changed');
    expect((await ops('ledger:verify')).code).toBe(0);
  });

  it('refuses missing arguments and mistakes with exit code 1', async () => {
    expect((await ops('bonus:close', 'US')).code).toBe(1);
    const bad = await ops('bonus:close', 'US', '2026-W99');
    expect(bad).toMatchObject({ code: 1, text: expect.stringContaining('not a cycle') });
    expect((await ops('bonus:preview', 'NOPE', W(1))).text).toContain('unknown company');
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
