import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signedIn } from '../security/security-test-kit.js';
import { childOf, treeCall } from './tree-test-kit.js';

let t: TestApp;
let me: { token: string; member: { id: number } };
let stranger: { token: string; member: { id: number } };
let outerLeft: { id: number };
let outerRight: { id: number };
let inner: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const root = await createMember(t.db, { company_code: 'US' });
  me = await signedIn(t, { sponsor_id: root.id, placement_id: root.id, placement_side: 'L' });
  stranger = await signedIn(t, { sponsor_id: root.id, placement_id: root.id, placement_side: 'R' });
  // left line of 3; a right child inside the left leg is not on the outer line
  let parent: { id: number } = me.member;
  for (let i = 0; i < 3; i++) parent = await childOf(t, parent, 'L');
  outerLeft = parent;
  const firstLeft = await t.db
    .selectFrom('member')
    .select('id')
    .where('placement_id', '=', me.member.id)
    .where('placement_side', '=', 'L')
    .executeTakeFirstOrThrow();
  inner = await childOf(t, firstLeft, 'R');
  await childOf(t, inner, 'R');
  outerRight = await childOf(t, me.member, 'R');
});
afterAll(() => t.close());

describe('placement extreme', () => {
  it('finds the bottom of the outer left and right legs', async () => {
    const left = await treeCall(t, me.token, 'extreme', { side: 'L' });
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toEqual({ id: outerLeft.id, depth: 3 });
    const right = await treeCall(t, me.token, 'extreme', { side: 'R' });
    expect(right.json().data).toEqual({ id: outerRight.id, depth: 1 });
  });

  it('starts from a node of the downline, or answers the start itself at a line end', async () => {
    const fromInner = await treeCall(t, me.token, 'extreme', {
      side: 'R',
      root: String(inner.id),
    });
    expect(fromInner.json().data.depth).toBe(1);
    const end = await treeCall(t, me.token, 'extreme', { side: 'L', root: String(outerLeft.id) });
    expect(end.json().data).toEqual({ id: outerLeft.id, depth: 0 });
  });

  it('refuses a bad side value', async () => {
    for (const side of ['X', 'left', '']) {
      const res = await treeCall(t, me.token, 'extreme', { side });
      expect(res.statusCode, side).toBe(400);
    }
    const none = await treeCall(t, me.token, 'extreme');
    expect(none.statusCode).toBe(400);
    const badRoot = await treeCall(t, me.token, 'extreme', { side: 'L', root: 'x' });
    expect(badRoot.statusCode).toBe(400);
    const noToken = await treeCall(t, null, 'extreme', { side: 'L' });
    expect(noToken.statusCode).toBe(401);
  });

  it('answers a foreign root like a missing one', async () => {
    const foreign = await treeCall(t, me.token, 'extreme', {
      side: 'L',
      root: String(stranger.member.id),
    });
    const missing = await treeCall(t, me.token, 'extreme', { side: 'L', root: '2000000001' });
    expect(foreign.statusCode).toBe(missing.statusCode);
    expect(foreign.json().data.error).toBe('treeNodeNotFound');
    expect(missing.json().data.error).toBe('treeNodeNotFound');
    // the upline is not in the downline either
    const up = await treeCall(t, stranger.token, 'extreme', {
      side: 'L',
      root: String(me.member.id),
    });
    expect(up.json().data.error).toBe('treeNodeNotFound');
    const other = await signedIn(t, { company_code: 'MY' });
    const cross = await treeCall(t, other.token, 'extreme', {
      side: 'L',
      root: String(me.member.id),
    });
    expect(cross.json().data.error).toBe('treeNodeNotFound');
  });
});
