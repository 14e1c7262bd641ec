import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { balanceOf, call, fund, TEST_PIN, walletMember } from './factories.js';

/**
 * The sponsor line deeper than the stored paths (migration 0023 keeps only a path's last 512
 * characters): a path-prefix check would refuse the top and bottom of this chain each other,
 * so the line is asked of the tree (`tree_is_under`, any depth).
 */
const DEPTH = 200;

let t: TestApp;
let top: Awaited<ReturnType<typeof walletMember>>;
let bottom: Awaited<ReturnType<typeof walletMember>>;
let offLine: { id: number };
let stranger: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  top = await walletMember(t);
  let parent = top.member.id;
  for (let level = 1; level < DEPTH; level++) {
    parent = (await createMember(t.db, { sponsor_id: parent })).id;
    // a side branch halfway down: below the top, but neither above nor below the bottom
    if (level === DEPTH / 2) offLine = await createMember(t.db, { sponsor_id: parent });
  }
  bottom = await walletMember(t, { sponsor_id: parent });
  stranger = await createMember(t.db);
  await fund(t.db, top.member, 'bonus', 10_000n);
  await fund(t.db, bottom.member, 'bonus', 10_000n);
}, 120_000);
afterAll(() => t.close());

const send = (from: { token: string }, toMemberId: number) =>
  call(t, 'POST', '/bo/ewallet/transfer', {
    token: from.token,
    body: { fromAccount: 'bonus', toAccount: 'bonus', pin: TEST_PIN, toMemberId, amount: '1' },
  });

describe('transfers in a sponsor line deeper than the stored paths', () => {
  it('builds a chain whose bottom path was cut (the case the path prefix got wrong)', async () => {
    const { rows } = await sql<{ sponsor_path: string; sponsor_depth: number }>`
      select sponsor_path, sponsor_depth from member where id = ${bottom.member.id}`.execute(t.db);
    const row = rows[0]!;
    expect(row.sponsor_path.startsWith('~')).toBe(true);
    expect(row.sponsor_depth).toBe(DEPTH);
  });

  it('allows a transfer down the line, 200 levels', async () => {
    expect((await send(top, bottom.member.id)).json().code).toBe(0);
    expect(await balanceOf(t.db, bottom.member.id, 'bonus')).toBe(10_100n);
  });

  it('allows a transfer up the line, 200 levels', async () => {
    expect((await send(bottom, top.member.id)).json().code).toBe(0);
    expect(await balanceOf(t.db, top.member.id, 'bonus')).toBe(9_900n + 100n);
  });

  it('refuses a member off the line: a side branch of the chain, and another tree', async () => {
    for (const other of [offLine.id, stranger.id]) {
      expect((await send(bottom, other)).json()).toMatchObject({
        code: 403,
        data: { error: 'memberNotInNetwork' },
      });
    }
    // the side branch is below the top, so the top may send to it
    expect((await send(top, offLine.id)).json().code).toBe(0);
  });
});
