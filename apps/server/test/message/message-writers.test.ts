import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cycleName, cycleOf } from '../../src/modules/bonus/index.js';
import { recordOrders, seedNetwork } from '../bonus/close-kit.js';
import { W37 } from '../bonus/engine-fixtures.js';
import { opsRunner } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const RANK_NAMES: Record<string, string> = {
  '05': 'VIP',
  '10': 'Silver',
  '20': 'Gold',
  '30': 'Platinum',
  '40': 'Diamond',
};
const AWARD_NAMES: Record<string, string> = {
  '01': 'Rising Star',
  '02': 'Star',
  '03': 'Senior Star',
  '04': 'Executive',
  '05': 'Senior Executive',
  '06': 'Director',
};

/**
 * The bonus close writes "bonus paid", "rank reached" and "award reached" messages;
 * message:send from the command line.
 */
let t: TestApp;
let ids: Map<string, number>;

const ops = opsRunner(() => t);

beforeAll(async () => {
  t = await createTestApp();
  ({ ids } = await seedNetwork(t.db, 'US'));
  await recordOrders(t.db, ids, [
    ['root', '200', 10, 1],
    ['a', '500', 10, 1],
    ['b', '300', 10, 1],
  ]);
});
afterAll(() => t.close());

const messagesOf = (memberId: number, category: string) =>
  t.db
    .selectFrom('message')
    .select(['title', 'body'])
    .where('member_id', '=', memberId)
    .where('category', '=', category)
    .execute();

const standings = async () =>
  new Map(
    (await t.db.selectFrom('member').select(['id', 'rank_code', 'highest_award']).execute()).map(
      (m) => [m.id, m],
    ),
  );

describe('the bonus close', () => {
  let before: Awaited<ReturnType<typeof standings>>;
  it('tells each paid member, in category bonus, in the close’s transaction', async () => {
    const cycle = cycleName(cycleOf(W37));
    before = await standings();
    expect((await ops('bonus:close', 'US', cycle)).code).toBe(0);
    const paid = await t.db
      .selectFrom('bonus_line')
      .select('member_id')
      .distinct()
      .where('amount_minor', '>', 0n)
      .execute();
    expect(paid.length).toBeGreaterThan(0);
    for (const { member_id } of paid) {
      const messages = await messagesOf(member_id, 'bonus');
      const payouts = messages.filter((m) => m.title.startsWith('Your bonus for'));
      expect(payouts.map((m) => m.title)).toEqual([`Your bonus for ${cycle} is paid`]);
    }
  });

  it('tells a member the close raises of the new rank and award, by their names', async () => {
    const after = await standings();
    const raised = [...after.values()].filter(
      (m) => (before.get(m.id)?.rank_code ?? '0') < m.rank_code,
    );
    const awarded = [...after.values()].filter(
      (m) => (before.get(m.id)?.highest_award ?? '00') < (m.highest_award ?? '00'),
    );
    expect(raised.length + awarded.length).toBeGreaterThan(0);
    for (const m of raised) {
      const titles = (await messagesOf(m.id, 'bonus')).map((x) => x.title);
      expect(titles).toContain(`You reached the rank ${RANK_NAMES[m.rank_code]}`);
    }
    for (const m of awarded) {
      const titles = (await messagesOf(m.id, 'bonus')).map((x) => x.title);
      expect(titles).toContain(`You reached the award ${AWARD_NAMES[m.highest_award!]}`);
    }
    // a member the close left where they were hears nothing of it
    const unchanged = [...after.values()].find(
      (m) => !raised.includes(m) && !awarded.includes(m) && before.has(m.id),
    );
    if (unchanged) {
      const titles = (await messagesOf(unchanged.id, 'bonus')).map((x) => x.title);
      expect(titles.filter((x) => x.startsWith('You reached'))).toEqual([]);
    }
  });
});

describe('message:send', () => {
  it('sends to a company and is audited; refuses bad arguments with exit code 2', async () => {
    const sent = await ops(
      'message:send',
      '--company',
      'US',
      '--category',
      'news',
      '--title',
      'Hi',
      '--body',
      'All of US',
    );
    expect(sent.code, sent.out).toBe(0);
    expect(sent.out).toContain('sent to company:US');
    expect((await ops('message:send', '--company', 'US', '--title', 'x', '--body', 'y')).code).toBe(
      2,
    );
    const bad = await ops(
      'message:send',
      '--to',
      'nobody',
      '--category',
      'news',
      '--title',
      'x',
      '--body',
      'y',
    );
    expect(bad).toMatchObject({ code: 2, out: expect.stringContaining('no member') });
    const wrong = await ops(
      'message:send',
      '--company',
      'US',
      '--category',
      'spam',
      '--title',
      'x',
      '--body',
      'y',
    );
    expect(wrong.code).toBe(2);
  });
});
