import { PROMOTION_PATHS, type PointsEntry } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys, walletMember } from '../wallet/factories.js';

let t: TestApp;
let me: Awaited<ReturnType<typeof walletMember>>;
let other: Awaited<ReturnType<typeof walletMember>>;

/** Inserted out of time order (a back-dated credit last), two entries at the same time. */
async function seedPoints(memberId: number) {
  const rows: [string, number][] = [
    ['2026-02-01T00:00:00Z', 20],
    ['2026-03-01T00:00:00Z', 5],
    ['2026-03-01T00:00:00Z', 7],
    ['2026-04-01T00:00:00Z', -2],
    ['2026-01-01T00:00:00Z', 10],
  ];
  for (const [at, points] of rows) {
    await t.db
      .insertInto('reward_points_entry')
      .values({
        company_code: 'US',
        member_id: memberId,
        kind: 'promotionTier',
        points: BigInt(points),
        ref: `${memberId}:${at}:${points}`,
        memo: `${at.slice(0, 10)} ${points}`,
        created_at: new Date(at),
      })
      .execute();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  me = await walletMember(t);
  other = await walletMember(t);
  await seedPoints(me.member.id);
  await seedPoints(other.member.id);
});
afterAll(() => t.close());

const page = (token: string, query: Record<string, string>) =>
  call(t, 'GET', PROMOTION_PATHS.pointsHistory, { token, query });

describe('GET /bo/promotion/points/history', () => {
  it('pages the entries newest first, id after equal times; the balance counts them all', async () => {
    const one = (await page(me.token, { pageNum: '1', pageSize: '2' })).json().data;
    const two = (await page(me.token, { pageNum: '2', pageSize: '2' })).json().data;
    const three = (await page(me.token, { pageNum: '3', pageSize: '2' })).json().data;
    expect(one).toMatchObject({ total: 5, pageNum: 1, pageSize: 2 });
    expect(two).toMatchObject({ total: 5, pageNum: 2, pageSize: 2 });
    const rows: PointsEntry[] = [...one.list, ...two.list, ...three.list];
    expect(rows.map((r) => r.memo)).toEqual([
      '2026-04-01 -2',
      '2026-03-01 7',
      '2026-03-01 5',
      '2026-02-01 20',
      '2026-01-01 10',
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(5);
    const balance = await call(t, 'GET', PROMOTION_PATHS.points, { token: me.token });
    expect(balance.json().data).toEqual({ balance: 40 });
  });

  it('refuses a page size or number out of range', async () => {
    const tooBig = await page(me.token, { pageSize: '101' });
    expect(tooBig.statusCode).toBe(400);
    expect(fieldKeys(tooBig)).toEqual(['querystring.pageSize validation.tooLarge']);
    expect(fieldKeys(await page(me.token, { pageSize: '0' }))).toEqual([
      'querystring.pageSize validation.tooSmall',
    ]);
    expect(fieldKeys(await page(me.token, { pageNum: '-1' }))).toEqual([
      'querystring.pageNum validation.tooSmall',
    ]);
  });

  it("never shows another member's entries; no session is refused", async () => {
    const mine: PointsEntry[] = (await page(me.token, { pageSize: '100' })).json().data.list;
    const theirs: PointsEntry[] = (await page(other.token, { pageSize: '100' })).json().data.list;
    expect(theirs).toHaveLength(5);
    const ids = new Set(mine.map((r) => r.id));
    expect(theirs.some((r) => ids.has(r.id))).toBe(false);
    const stranger = await walletMember(t);
    expect((await page(stranger.token, {})).json().data).toMatchObject({ list: [], total: 0 });
    const anonymous = await call(t, 'GET', PROMOTION_PATHS.pointsHistory, { token: null });
    expect(anonymous.statusCode).toBe(401);
  });
});
