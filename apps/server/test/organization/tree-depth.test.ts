import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signedIn } from '../security/security-test-kit.js';
import { createRandom, insertTree } from './tree-depth-kit.js';
import { treeCall } from './tree-test-kit.js';

/**
 * Migration 0023: trees at any depth. A chain of 1,200 levels (the text paths' indexes refused
 * ~337) is inserted in one statement, the trigger filling depth, ancestors and jumps, then
 * answers page, children and search over HTTP; and on a random, partly deep tree the
 * database's "is X below V" agrees with the adjacency list for every pair sampled.
 */
const CHAIN = 1_200;
let t: TestApp;
let top: { token: string; member: { id: number } };
let stranger: { token: string; member: { id: number } };
let chain: number[];

beforeAll(async () => {
  t = await createTestApp();
  top = await signedIn(t, { company_code: 'US' });
  stranger = await signedIn(t, { company_code: 'US' });
  const parents = new Map<number, number>();
  chain = Array.from({ length: CHAIN }, (_, i) => 700_001 + i);
  chain.forEach((id, i) => parents.set(id, i === 0 ? top.member.id : chain[i - 1]!));
  await insertTree(t.db, parents, 'deep');
}, 120_000);
afterAll(() => t.close());

const isUnder = async (tree: string, x: number, v: number) =>
  (await sql<{ ok: boolean }>`select tree_is_under(${tree}, ${x}, ${v}) as ok`.execute(t.db))
    .rows[0]!.ok;

describe('a chain of 1,200 levels', () => {
  it('fills depth and jumps from the adjacency list', async () => {
    const end = chain.at(-1)!;
    const row = await sql<{ d: number; s: number; a: number; up: number }>`
      select placement_depth - (select placement_depth from member where id = ${top.member.id}) as d,
        sponsor_depth - (select sponsor_depth from member where id = ${top.member.id}) as s,
        tree_ancestor_at('placement', id, placement_depth - 777) as a,
        cardinality(placement_up) as up
      from member where id = ${end}`.execute(t.db);
    expect(row.rows[0]).toEqual({ d: CHAIN, s: CHAIN, a: chain[CHAIN - 1 - 777], up: 64 });
    expect(await isUnder('placement', end, top.member.id)).toBe(true);
    expect(await isUnder('sponsor', end, chain[3]!)).toBe(true);
    expect(await isUnder('placement', chain[3]!, end)).toBe(false);
    expect(await isUnder('placement', end, stranger.member.id)).toBe(false);
  });

  it('pages 4 levels from 1,100 levels down, for the top only', async () => {
    const root = String(chain[1_099]);
    const page = await treeCall(t, top.token, 'page', { root });
    expect(page.statusCode).toBe(200);
    const ids = page.json().data.nodes.map((n: { id: number }) => n.id);
    expect(ids).toEqual(chain.slice(1_099, 1_103));
    const foreign = await treeCall(t, stranger.token, 'page', { root });
    expect(foreign.json().data.error).toBe('treeNodeNotFound');
    const children = await treeCall(t, top.token, 'children', { parent: String(chain[1_150]) });
    expect(children.statusCode).toBe(200);
    expect(children.json().data.nodes.map((n: { id: number }) => n.id)).toEqual([chain[1_151]]);
  });

  it('searches the whole chain by login prefix, and nothing for a stranger', async () => {
    const found = await treeCall(t, top.token, 'list', { q: 'deep11', pageSize: '100' });
    expect(found.statusCode).toBe(200);
    // deep11, deep110–deep119, deep1100–deep1199 (logins count from 1)
    expect(found.json().data.total).toBe(111);
    const deepest = await treeCall(t, top.token, 'list', { q: 'deep1200' });
    expect(deepest.json().data.list[0]).toMatchObject({ loginName: 'deep1200', depth: CHAIN });
    const mid = await treeCall(t, top.token, 'list', { q: 'deep' });
    expect(mid.json().data.total).toBe(CHAIN);
    const none = await treeCall(t, stranger.token, 'list', { q: 'deep' });
    expect(none.json().data.total).toBe(0);
  });
});

describe('random trees agree with the adjacency list', () => {
  it('answers "is X below V" as walking the parents does', async () => {
    const random = createRandom(14);
    const parents = new Map<number, number>();
    const ids: number[] = [];
    const free: number[] = []; // nodes with a free placement slot (binary tree)
    const kids = new Map<number, number>();
    for (let i = 0; i < 400; i++) {
      const id = 800_001 + i;
      // a long run first (deeper than the 64 ancestors a row holds), then random free slots
      const at = i === 0 ? -1 : i < 150 ? free.length - 1 : random.int(0, free.length - 1);
      const parent = at < 0 ? stranger.member.id : free[at]!;
      parents.set(id, parent);
      kids.set(parent, (kids.get(parent) ?? 0) + 1);
      if (kids.get(parent) === 2) free.splice(at, 1);
      free.push(id);
      ids.push(id);
    }
    await insertTree(t.db, parents, 'rnd');
    const truth = (x: number, v: number) => {
      for (let at: number | undefined = x; at !== undefined; at = parents.get(at)) {
        if (at === v) return true;
      }
      return false;
    };
    const pairs = Array.from({ length: 600 }, () => [
      ids[random.int(0, ids.length - 1)]!,
      ids[random.int(0, ids.length - 1)]!,
    ]);
    const rows = await sql<{ x: number; v: number; ok: boolean }>`
      select p.x, p.v, tree_is_under('placement', p.x, p.v) as ok
      from unnest(${pairs.map((p) => p[0])}::int[], ${pairs.map((p) => p[1])}::int[]) as p(x, v)`.execute(
      t.db,
    );
    const wrong = rows.rows.filter((r) => r.ok !== truth(r.x, r.v));
    expect(wrong).toEqual([]);
    expect(rows.rows.filter((r) => r.ok).length).toBeGreaterThan(50);
    // "one below the other" from both rows read once (migration 0076), as a transfer's recipient check
    for (const tree of ['sponsor', 'placement']) {
      const line = await sql<{ x: number; v: number; ok: boolean }>`
        select p.x, p.v, tree_in_line_of(${tree}, p.x,
          case ${tree} when 'sponsor' then x.sponsor_depth else x.placement_depth end,
          case ${tree} when 'sponsor' then x.sponsor_up else x.placement_up end, p.v,
          case ${tree} when 'sponsor' then v.sponsor_depth else v.placement_depth end,
          case ${tree} when 'sponsor' then v.sponsor_up else v.placement_up end) as ok
        from unnest(${pairs.map((p) => p[0])}::int[], ${pairs.map((p) => p[1])}::int[]) as p(x, v)
        join member x on x.id = p.x join member v on v.id = p.v`.execute(t.db);
      expect(line.rows.length).toBe(pairs.length);
      const astray = line.rows.filter((r) => r.ok !== (truth(r.x, r.v) || truth(r.v, r.x)));
      expect(astray).toEqual([]);
    }
  });
});
