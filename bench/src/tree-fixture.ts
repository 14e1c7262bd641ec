import pg from 'pg';
import { createRandom } from './tree-random.js';

/** A generated company tree: parents by index, subtree sizes, and a few chosen members. */
export interface BenchTree {
  count: number;
  /** the top of the random part's left leg: a downline of about 100,000 (for the search) */
  searchViewer: number;
  searchSize: number;
  /** the deepest member of the power leg (a chain under the root's left-most line) */
  chainEnd: number;
  chainDepth: number;
  depthMax: number;
  /** a member at the greatest depth */
  deepestId: number;
}

const CHUNK = 20_000;
const UP = 64; // as migration 0023
const PATH_KEEP = 512;

/** Depth, nearest ancestors, lifting table and bounded path per member, as 0023's trigger. */
export function treeColumns(parent: Int32Array, depth: Int32Array, count: number) {
  let deepest = 0;
  for (let id = 1; id <= count; id++) deepest = Math.max(deepest, depth[id]!);
  const levels: Int32Array[] = [parent];
  for (let k = 1; 1 << k <= deepest; k++) {
    const below = levels[k - 1]!;
    const next = new Int32Array(count + 1);
    for (let id = 1; id <= count; id++) next[id] = below[below[id]!]!;
    levels.push(next);
  }
  return {
    up(id: number) {
      const up: number[] = [];
      for (let at = parent[id]!; at && up.length < UP; at = parent[at]!) up.push(at);
      return `{${up.join(',')}}`;
    },
    jump(id: number) {
      const jump: number[] = [];
      for (const level of levels) {
        if (!level[id]) break;
        jump.push(level[id]!);
      }
      return `{${jump.join(',')}}`;
    },
    path(id: number) {
      const ids: number[] = [];
      let at = id;
      for (; at && ids.length < PATH_KEEP / 2; at = parent[at]!) ids.push(at);
      const path = `/${ids.reverse().join('/')}/`;
      return at || path.length > PATH_KEEP ? `~${path.slice(-PATH_KEEP)}` : path;
    },
  };
}

/**
 * `count` members of company US in one placement tree (sponsor = placement parent): a chain of
 * `chain` members from the root (the power leg), then a random binary tree below its end
 * (every new member takes a random free slot, fixed seed). Inserted with unnest() in chunks,
 * with the columns of migration 0023 computed here (`treeColumns`) and triggers off.
 */
export async function loadBenchTree(url: string, count: number, chain: number): Promise<BenchTree> {
  const random = createRandom(20261124);
  const parent = new Int32Array(count + 1); // by id; 0 = none
  const side = new Uint8Array(count + 1); // 1 L, 2 R
  const depth = new Int32Array(count + 1);
  for (let id = 2; id <= Math.min(chain, count); id++) {
    parent[id] = id - 1;
    side[id] = 1;
    depth[id] = depth[id - 1]! + 1;
  }
  const slots: number[] = [chain * 2, chain * 2 + 1]; // id*2 + (0 L | 1 R)
  for (let id = chain + 1; id <= count; id++) {
    const k = random.int(0, slots.length - 1);
    const slot = slots[k]!;
    slots[k] = slots[slots.length - 1]!;
    slots.pop();
    parent[id] = slot >> 1;
    side[id] = (slot & 1) + 1;
    depth[id] = depth[slot >> 1]! + 1;
    slots.push(id * 2, id * 2 + 1);
  }
  const size = new Int32Array(count + 1).fill(1);
  for (let id = count; id >= 2; id--) size[parent[id]!] = size[parent[id]!]! + size[id]!;
  // the member whose downline is closest to 100,000
  let searchViewer = 1;
  for (let id = 1; id <= count; id++) {
    if (Math.abs(size[id]! - 100_000) < Math.abs(size[searchViewer]! - 100_000)) searchViewer = id;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`insert into company (code, name, country_code, currency, minor_unit,
      time_zone, character_coding, address, email, tel, policies_pdf, copyright)
      values ('US', 'US', 'US', 'USD', 2, 'Asia/Singapore', 'en_US', '-', 'x@x.x', '-', '-', '-')
      on conflict do nothing`);
    const rows = treeColumns(parent, depth, count);
    // the trigger of 0023 would fill these per row (~40 primary-key reads each); a bulk load
    // computes them here and loads with triggers off (the trigger's cost per insert is timed)
    await client.query('set session_replication_role = replica');
    for (let from = 1; from <= count; from += CHUNK) {
      const ids: number[] = [];
      for (let id = from; id < Math.min(from + CHUNK, count + 1); id++) ids.push(id);
      await client.query(
        `insert into member (id, login_name, company_code, member_type, first_name, last_name,
           user_name, status, sponsor_id, sponsor_path, placement_id, placement_side,
           placement_path, password_hash, placement_depth, placement_up, placement_jump,
           sponsor_depth, sponsor_up, sponsor_jump)
         select id, 'b' || id, 'US', 'D', 'Bench', 'M' || id, 'Bench Member ' || id, 10,
           nullif(p, 0), path, nullif(p, 0), case s when 1 then 'L' when 2 then 'R' end, path, 'x',
           d, up::int[], jump::int[], d, up::int[], jump::int[]
         from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::int[], $6::text[], $7::text[])
           as t(id, p, s, path, d, up, jump)`,
        [
          ids,
          ids.map((id) => parent[id]),
          ids.map((id) => side[id]),
          ids.map(rows.path),
          ids.map((id) => depth[id]),
          ids.map(rows.up),
          ids.map(rows.jump),
        ],
      );
    }
    await client.query('set session_replication_role = origin');
    await client.query(`select setval(pg_get_serial_sequence('member', 'id'), ${count})`);
    await client.query('analyze member');
  } finally {
    await client.end();
  }
  let deepestId = 1;
  for (let id = 1; id <= count; id++) if (depth[id]! > depth[deepestId]!) deepestId = id;
  const depthMax = depth[deepestId]!;
  return {
    count,
    searchViewer,
    searchSize: size[searchViewer]!,
    chainEnd: Math.min(chain, count),
    chainDepth: depth[Math.min(chain, count)]!,
    depthMax,
    deepestId,
  };
}
