import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { withBenchDatabase, type BenchDatabase } from './bench-database.js';
import { ROOT, serverEnv } from './processes.js';
import { createRandom } from './tree-random.js';
import { loadBenchTree } from './tree-fixture.js';

/**
 * `npm run bench:tree`: a generated company tree on PostgreSQL (bulk insert, fixed seed), then
 * in one run and one process: a primary-key read of one member (the baseline), a 4-level page
 * of the placement tree from a random node, the same from the end of the power leg, and a
 * login-prefix search in a downline of about 100,000, each as p50/p99 and the p99 ratio to
 * the baseline; then the leg refresh of the whole company. Prints Markdown.
 */
const MEMBERS = Number(process.env.BENCH_TREE_MEMBERS ?? 1_000_000);
const CHAIN = Number(process.env.BENCH_TREE_CHAIN ?? 100_000);
const ROUNDS = Number(process.env.BENCH_TREE_ROUNDS ?? 400);
const GOAL = { page: 3, search: 5 };

type Auth = { memberId: number; companyCode: string };
interface Server {
  loadConfig(env: Record<string, string>): unknown;
  createDeps(config: unknown, opts: { seed: boolean }): Promise<{ db: Kysely; now(): Date }>;
  closeDeps(deps: unknown): Promise<void>;
  getTreePage(deps: unknown, auth: Auth, tree: 'placement', q: { root?: number }): Promise<unknown>;
  listDownline(deps: unknown, auth: Auth, tree: 'placement', q: object): Promise<unknown>;
  refreshLegs(db: unknown, company: string, cycle: string, now: Date): Promise<{ written: number }>;
  cycleOf(at: Date): string;
}
interface Kysely {
  selectFrom(t: string): {
    selectAll(): {
      where(c: string, o: string, v: number): { executeTakeFirst(): Promise<unknown> };
    };
  };
}

const FILES = [
  'config.js',
  'bootstrap.js',
  'modules/organization/tree.service.js',
  'modules/organization/tree-list.service.js',
  'modules/organization/leg-refresh.service.js',
];

async function loadServer(): Promise<Server> {
  const modules = await Promise.all(
    FILES.map((f) => import(pathToFileURL(path.join(ROOT, 'apps/server/src', f)).href)),
  );
  const contract = await import('@portal/contract');
  return Object.assign({ cycleOf: contract.cycleOf }, ...modules) as Server;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timed(rounds: number, work: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await work(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    await work(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p99: pct(times, 99) };
}

async function main() {
  await withBenchDatabase('perf_tree', measure, { keep: Boolean(process.env.BENCH_KEEP) });
}

async function measure(db: BenchDatabase) {
  const server = await loadServer();
  const deps = await server.createDeps(
    server.loadConfig(
      serverEnv('tree-bench-', {
        DATABASE_URL: db.url,
        SEED_ON_START: 'false',
        JOBS_IN_PROCESS: 'false',
      }),
    ),
    { seed: false },
  );
  try {
    let at = Date.now();
    const tree = await loadBenchTree(db.url, MEMBERS, CHAIN);
    const loadSeconds = (Date.now() - at) / 1000;
    const random = createRandom(7);
    const ids = Array.from({ length: ROUNDS + 20 }, () => random.int(1, MEMBERS));
    const root: Auth = { memberId: 1, companyCode: 'US' };
    const pk = await timed(ROUNDS, (i) =>
      deps.db.selectFrom('member').selectAll().where('id', '=', ids[i]!).executeTakeFirst(),
    );
    const page = await timed(ROUNDS, (i) =>
      server.getTreePage(deps, root, 'placement', { root: ids[i] }),
    );
    const deep = await timed(ROUNDS, () =>
      server.getTreePage(deps, root, 'placement', { root: tree.chainEnd }),
    );
    const viewer: Auth = { memberId: tree.searchViewer, companyCode: 'US' };
    const search = await timed(ROUNDS, (i) =>
      server.listDownline(deps, viewer, 'placement', {
        q: `b${String(ids[i]).slice(0, 4)}`,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    // the same search from the top of the power leg: every match lies past the chain
    const top: Auth = { memberId: 1, companyCode: 'US' };
    const chainSearch = await timed(ROUNDS, (i) =>
      server.listDownline(deps, top, 'placement', {
        q: `b${String(ids[i]).slice(0, 4)}`,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    const check = await timed(ROUNDS, (i) =>
      sql`select tree_is_under('placement', ${i % 2 ? tree.chainEnd : ids[i]!}, 1)`.execute(
        deps.db as never,
      ),
    );
    // the trigger's cost: members placed one below the other under the deepest member
    let under = tree.deepestId;
    let id = MEMBERS;
    const insert = await timed(Math.min(ROUNDS, 200), async () => {
      id++;
      await sql`insert into member (id, login_name, company_code, member_type, first_name,
          last_name, user_name, status, sponsor_id, sponsor_path, placement_id, placement_side,
          placement_path, password_hash)
        select ${id}, 'n' || ${id}, 'US', 'D', 'New', 'M', 'New Member', 10, p.id,
          p.sponsor_path || ${id} || '/', p.id, 'L', p.placement_path || ${id} || '/', 'x'
        from member p where p.id = ${under}`.execute(deps.db as never);
      under = id;
    });
    at = Date.now();
    const refresh = await server.refreshLegs(deps.db, 'US', server.cycleOf(new Date()), new Date());
    const refreshSeconds = (Date.now() - at) / 1000;
    const row = (name: string, f: { p50: number; p99: number }, goal?: number) =>
      `| ${name} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)} | ${(f.p99 / pk.p99).toFixed(2)}× | ${goal ? `≤ ${goal}×: ${f.p99 / pk.p99 <= goal ? 'yes' : 'no'}` : ''} |`;
    console.log(
      [
        `### bench:tree — ${MEMBERS.toLocaleString('en')} members, power leg of ${tree.chainDepth}, deepest ${tree.depthMax}`,
        '',
        `Loaded in ${loadSeconds.toFixed(1)} s; search viewer's downline ${tree.searchSize.toLocaleString('en')}; ${ROUNDS} rounds each.`,
        '',
        '| read | p50 ms | p99 ms | p99 / PK p99 | goal |',
        '| --- | ---: | ---: | ---: | --- |',
        row('primary-key read of one member (baseline)', pk),
        row('4-level page, random node', page, GOAL.page),
        row(`4-level page, end of the power leg (depth ${tree.chainDepth})`, deep, GOAL.page),
        row('login-prefix search in a downline of ~100,000', search, GOAL.search),
        row(
          `the same search from the top of the power leg (all ${MEMBERS.toLocaleString('en')})`,
          chainSearch,
          GOAL.search,
        ),
        row('"is X in my downline" from the root (half of them the end of the leg)', check),
        row(`insert one member below the deepest (trigger: depth, ancestors, jumps)`, insert),
        '',
        `Leg refresh of the whole company (read, compute bottom-up, write ${refresh.written.toLocaleString('en')} rows): ${refreshSeconds.toFixed(1)} s.`,
      ].join('\n'),
    );
  } finally {
    await server.closeDeps(deps);
  }
}

await main();
