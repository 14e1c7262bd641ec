import { sql } from 'kysely';
import type { Db } from '../../src/db/client.js';

/** Deterministic pseudo-random numbers (mulberry32): the same tree on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/**
 * Inserts members (id → parent, parents first, ids above the sequence's reach) in one
 * statement, placed and sponsored under their parent (first child left, second right), with
 * the paths a writer would compute: only the columns of 0001, as the seed and enrolment write.
 */
export async function insertTree(db: Db, parents: Map<number, number>, prefix: string) {
  const ids = [...parents.keys()];
  const outside = [...new Set(parents.values())].filter((p) => !parents.has(p));
  const known = await sql<{ id: number; path: string }>`
    select id, placement_path as path from member where id = any(${outside}::int[])`.execute(db);
  const paths = new Map(known.rows.map((r) => [r.id, r.path]));
  const taken = new Map<number, number>();
  const sides: string[] = [];
  for (const id of ids) {
    const parent = parents.get(id)!;
    paths.set(id, `${paths.get(parent)!}${id}/`);
    taken.set(parent, (taken.get(parent) ?? 0) + 1);
    sides.push(taken.get(parent) === 1 ? 'L' : 'R');
  }
  await sql`
    insert into member (id, login_name, company_code, member_type, first_name, last_name,
      user_name, status, sponsor_id, sponsor_path, placement_id, placement_side, placement_path,
      password_hash)
    select t.id, ${prefix} || t.n, 'US', 'D', 'Deep', 'M' || t.n, 'Deep Member ' || t.n, 10,
      t.p, t.path, t.p, t.s, t.path, 'x'
    from unnest(${ids}::int[], ${ids.map((id) => parents.get(id)!)}::int[], ${sides}::text[],
      ${ids.map((id) => paths.get(id)!)}::text[], ${ids.map((_, i) => i + 1)}::int[])
      with ordinality as t(id, p, s, path, n, o)
    order by t.o`.execute(db);
}
