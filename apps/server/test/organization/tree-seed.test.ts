import { cycleBefore, cycleOf } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { treeCall } from './tree-test-kit.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  const demo = await t.db
    .selectFrom('member')
    .select('id')
    .where('login_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  ({ token } = await openSession(t.deps, demo.id, false, { ip: null, userAgent: null }));
}, 600_000);
afterAll(() => t.close());

describe('seeded trees', () => {
  it("shows demo's downline four levels deep with this cycle's leg volumes", async () => {
    const page = (await treeCall(t, token, 'page')).json().data;
    expect(page.factsAt).not.toBeNull();
    expect(Math.max(...page.nodes.map((n: { level: number }) => n.level))).toBe(3);
    const root = page.nodes[0];
    expect(root.leftCount + root.rightCount).toBeGreaterThan(10);
    expect(root.leftBv).not.toBe('0.00');
  });

  it('has the last cycle closed into a snapshot', async () => {
    const open = cycleOf(new Date());
    const cycles = (await treeCall(t, token, 'cycles')).json().data;
    expect(cycles.closed.map((c: { cycle: string }) => c.cycle)).toContain(cycleBefore(open));
  });
});
