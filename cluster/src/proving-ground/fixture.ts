import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { REPO_ROOT, type Deps, type ServerCode } from './server-code.js';

export const COMPANY = 'US';
export const PIN = '135790';
export const PASSWORD = 'Proving-ground-1';
/** status 10: active */
const ACTIVE = 10;
const OPENING = '100000.00';
export const LIMITED_STOCK = 40;
const NORMAL_SKUS = 8;

export interface FixtureMember {
  id: number;
  login: string;
  token: string;
}

export interface Fixture {
  members: FixtureMember[];
  limitedSkuId: number;
  normalSkuIds: number[];
  /** the cycle the close job closes: the one that ended last */
  closedCycle: string;
}

/**
 * A company's world on an empty, migrated database: the companies and settings (as the seed
 * writes them), `count` members in a binary tree with money and a PIN, a session each, a shop
 * with one SKU of limited stock and several without limit, and volume in the cycle that ended
 * last so the bonus close has real work.
 */
export async function buildFixture(
  code: ServerCode,
  deps: Deps,
  databaseUrl: string,
  count: number,
): Promise<Fixture> {
  await seedCompanies(deps.db);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const passwordHash = await deps.hasher.hash(PASSWORD);
    const ids = await insertMembers(client, deps, passwordHash, count);
    const members: FixtureMember[] = [];
    for (const [i, id] of ids.entries()) {
      const login = loginOf(i);
      await code.adjustMemberAccount(
        deps.db,
        { name: 'proving-ground', now: () => new Date() },
        { login, account: 'bonus', amount: OPENING, reason: 'proving ground opening balance' },
      );
      const { token } = await code.openSession(deps, id, false, { ip: null, userAgent: null });
      members.push({ id, login, token });
    }
    const closedCycle = code.cycleName(code.cycleOf(Date.now()) - 1);
    await insertVolume(client, ids, closedCycle);
    const { limitedSkuId, normalSkuIds } = await createShop(code, deps);
    return { members, limitedSkuId, normalSkuIds, closedCycle };
  } finally {
    await client.end();
  }
}

const RUN = Date.now().toString(36);
const loginOf = (i: number) => `pg${RUN}m${i}`;

async function seedCompanies(db: unknown) {
  const load = (f: string) =>
    import(pathToFileURL(path.join(REPO_ROOT, 'apps/server/src/seed', f)).href) as Promise<
      Record<string, (db: unknown) => Promise<void>>
    >;
  const { seedCompanies: companies } = await load('companies.js');
  const { seedSystem } = await load('system.js');
  await companies!(db);
  await seedSystem!(db);
}

/** Member i's sponsor and placement parent is member (i - 1) / 2: a binary tree. */
async function insertMembers(
  client: pg.Client,
  deps: Deps,
  passwordHash: string,
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const parent = i === 0 ? null : Math.floor((i - 1) / 2);
    const parentId = parent === null ? null : ids[parent]!;
    const side = i === 0 ? null : i % 2 === 1 ? 'L' : 'R';
    const inserted: pg.QueryResult<{ id: number }> = await client.query(
      `insert into member (login_name, company_code, member_type, first_name, last_name, user_name,
         email, status, sponsor_id, placement_id, placement_side, sponsor_path, placement_path,
         password_hash)
       values ($1, $2, 'D', 'Proving', $3, $4, $5, $6, $7, $7, $8, '/', '/', $9) returning id`,
      [
        loginOf(i),
        COMPANY,
        `Member ${i}`,
        `Proving Member ${i}`,
        `${loginOf(i)}@example.com`,
        ACTIVE,
        parentId,
        side,
        passwordHash,
      ],
    );
    const id = inserted.rows[0]!.id;
    const ownPath = `${parent === null ? '/' : paths[parent]!}${id}/`;
    await client.query('update member set sponsor_path = $1, placement_path = $1 where id = $2', [
      ownPath,
      id,
    ]);
    await client.query(
      'insert into member_security (member_id, pin_hash, pin_set_at) values ($1, $2, now())',
      [id, deps.pins.hash(id, PIN)],
    );
    ids.push(id);
    paths.push(ownPath);
  }
  return ids;
}

/** A package order's and a rebuy's volume for every member, varied so ranks and pools differ. */
async function insertVolume(client: pg.Client, ids: number[], cycle: string) {
  await client.query(
    `insert into member_cycle_volume (member_id, cycle, platform, order_type_code, bv)
     select id, $2, 'bzz', 10, 20000 + (id::bigint * 7919) % 300000 from unnest($1::int[]) id
     union all
     select id, $2, 'bzz', 30, 5000 + (id::bigint * 104729) % 80000 from unnest($1::int[]) id`,
    [ids, cycle],
  );
}

const texts = (name: string) =>
  Object.fromEntries(['en', 'id', 'ms', 'zh-CN'].map((l) => [l, { name, description: name }]));

const product = (code: string, stock: number) => ({
  code,
  kind: 'eproduct',
  texts: texts(`Proving ground ${code}`),
  images: [],
  skus: [
    {
      code: `${code}-SKU`,
      label: 'one',
      memberPrice: 2_500n,
      retailPrice: 2_500n,
      bv: 1_000n,
      stock,
    },
  ],
});

/** E-products (an order needs no address): one SKU of limited stock, the others plenty. */
async function createShop(code: ServerCode, deps: Deps) {
  const products = [
    product('PGLIMITED', LIMITED_STOCK),
    ...Array.from({ length: NORMAL_SKUS }, (_, i) => product(`PGNORMAL${i}`, 1_000_000)),
  ];
  const ids = await code.createCatalogue(deps.db, COMPANY, 'bzz', [
    {
      code: 'provingground',
      names: { en: 'Proving', id: 'Proving', ms: 'Proving', 'zh-CN': 'Proving' },
      products,
    },
  ]);
  // the catalogue answers each product's first SKU id by the product's code
  const limitedSkuId = ids.get('PGLIMITED')!;
  const normalSkuIds = products.slice(1).map((p) => ids.get(p.code)!);
  return { limitedSkuId, normalSkuIds };
}
