import { VACATION_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call, fieldKeys, walletMember } from '../wallet/factories.js';

let t: TestApp;
let me: Awaited<ReturnType<typeof walletMember>>;
let other: Awaited<ReturnType<typeof walletMember>>;

type Kind = 'earn' | 'refund' | 'flush';
const entry = (memberId: number, at: string, kind: Kind, points: number) => ({
  member_id: memberId,
  kind,
  points: BigInt(points),
  // the stored balance follows insertion order; the history sums its own, in time order
  balance: 999n,
  order_type: kind === 'flush' ? null : 40,
  bv: kind === 'flush' ? null : BigInt(points) * 100n,
  created_at: new Date(at),
});

/** Inserted out of time order: the January payment was back-dated, two entries share a time. */
async function seedHistory(memberId: number) {
  const rows = [
    entry(memberId, '2026-02-01T00:00:00Z', 'earn', 20),
    entry(memberId, '2026-03-01T00:00:00Z', 'earn', 5),
    entry(memberId, '2026-03-01T00:00:00Z', 'refund', -3),
    entry(memberId, '2026-04-01T00:00:00Z', 'flush', -32),
    entry(memberId, '2026-01-01T00:00:00Z', 'earn', 10),
  ];
  for (const row of rows) await t.db.insertInto('vacation_point_entry').values(row).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  me = await walletMember(t);
  other = await walletMember(t);
  await seedHistory(me.member.id);
  await seedHistory(other.member.id);
});
afterAll(() => t.close());

const page = (token: string, query: Record<string, string>) =>
  call(t, 'GET', VACATION_PATHS.history, { token, query });

interface Row {
  id: string;
  at: string;
  kind: Kind;
  points: number;
  balance: number;
}

describe('GET /bo/vacation/history', () => {
  it('pages the history newest first, id after equal times, with balances in time order', async () => {
    const one = (await page(me.token, { pageNum: '1', pageSize: '2' })).json().data;
    const two = (await page(me.token, { pageNum: '2', pageSize: '2' })).json().data;
    const three = (await page(me.token, { pageNum: '3', pageSize: '2' })).json().data;
    expect(one).toMatchObject({ total: 5, pageNum: 1, pageSize: 2 });
    expect(two.total).toBe(5);
    const rows: Row[] = [...one.list, ...two.list, ...three.list];
    expect(rows.map((r) => [r.at.slice(0, 10), r.kind, r.points, r.balance])).toEqual([
      ['2026-04-01', 'flush', -32, 0],
      ['2026-03-01', 'refund', -3, 32],
      ['2026-03-01', 'earn', 5, 35],
      ['2026-02-01', 'earn', 20, 30],
      ['2026-01-01', 'earn', 10, 10],
    ]);
    // disjoint pages, and the tie broken by id, larger (later) first
    expect(new Set(rows.map((r) => r.id)).size).toBe(5);
    expect(BigInt(rows[1]!.id)).toBeGreaterThan(BigInt(rows[2]!.id));
    // defaults: the first page of 20
    const first = (await page(me.token, {})).json().data;
    expect(first).toMatchObject({ total: 5, pageNum: 1, pageSize: 20 });
    expect(first.list).toHaveLength(5);
  });

  it('refuses a page size or number out of range', async () => {
    const tooBig = await page(me.token, { pageSize: '101' });
    expect(tooBig.statusCode).toBe(400);
    expect(fieldKeys(tooBig)).toEqual(['querystring.pageSize validation.tooLarge']);
    expect(fieldKeys(await page(me.token, { pageSize: '0' }))).toEqual([
      'querystring.pageSize validation.tooSmall',
    ]);
    expect(fieldKeys(await page(me.token, { pageNum: '0' }))).toEqual([
      'querystring.pageNum validation.tooSmall',
    ]);
    expect((await page(me.token, { pageSize: '1e1' })).statusCode).toBe(400);
  });

  it("never shows another member's entries", async () => {
    const mine: Row[] = (await page(me.token, { pageSize: '100' })).json().data.list;
    const theirs: Row[] = (await page(other.token, { pageSize: '100' })).json().data.list;
    expect(mine).toHaveLength(5);
    expect(theirs).toHaveLength(5);
    const ids = new Set(mine.map((r) => r.id));
    expect(theirs.some((r) => ids.has(r.id))).toBe(false);
    const stranger = await walletMember(t);
    expect((await page(stranger.token, {})).json().data).toEqual({
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 20,
    });
  });
});
