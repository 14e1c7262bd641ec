import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { withBenchDatabase, type BenchDatabase } from './bench-database.js';
import { postgresCpu } from './cpu.js';
import { measureDisclosure } from './disclosure-bench.js';
import { measureOpenCycleVolume, type OpenCycleServer } from './open-cycle-volume-bench.js';
import { measureOrderSearch, type OrderSearchServer } from './order-search-bench.js';
import { describeMachine, loadNow } from './machine.js';
import { ROOT, serverEnv } from './processes.js';
import { createRandom } from './tree-random.js';
import { loadBenchTree } from './tree-fixture.js';

/**
 * `npm run bench:console`: the operator console's two hot reads at scale, in one process
 * through the services (no HTTP). A fresh database with the tree of bench:tree (a million
 * members of company US, `loadBenchTree`), email and phone filled for most of them, and
 * 100,000 pending withdrawals among older ones in other statuses; then, each as p50/p99 over
 * the same number of rounds after a warm-up: a primary-key read of one member (the baseline),
 * the member search (`searchMembers`) as an operator of all companies and of one, and the
 * withdrawal queue (`withdrawalQueue`) on its first and a deep page, with and without an
 * amount filter. CPU per operation: this process's (`process.cpuUsage`) and every PostgreSQL
 * process's (from /proc, as `cpu.ts` reads it). Prints Markdown. Then the home's open-cycle
 * volume (open-cycle-volume-bench.ts; BENCH_VOLUME=0 skips) and the order search at
 * BENCH_CONSOLE_ORDERS orders (10M by default; order-search-bench.ts; BENCH_ORDERS=0 skips).
 */
const MEMBERS = Number(process.env.BENCH_CONSOLE_MEMBERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_CONSOLE_ROUNDS ?? 400);
/** the power leg of the fixture: the console's reads do not walk the tree, so a short one */
const CHAIN = Math.min(100, MEMBERS);
const PENDING = Number(process.env.BENCH_CONSOLE_PENDING ?? 100_000);
/** withdrawals already decided (paid, rejected, cancelled, failed, approved, in process) */
const DECIDED = Number(process.env.BENCH_CONSOLE_DECIDED ?? 150_000);
const WARM_UP = 20;
const GOAL = { search: 5 };
/** a queue row's amount lies in [10.00, 5,000.00) USD; the filter keeps about a fifth */
const MIN_AMOUNT = '400000';

interface OperatorContext {
  id: number;
  loginName: string;
  roles: readonly string[];
  permissions: ReadonlySet<string>;
  companies: readonly string[] | null;
  address: string | null;
}
interface Deps {
  db: Kysely;
  now(): Date;
}
interface Server extends OrderSearchServer, OpenCycleServer {
  loadConfig(env: Record<string, string>): unknown;
  createDeps(config: unknown, opts: { seed: boolean }): Promise<Deps>;
  closeDeps(deps: Deps): Promise<void>;
  searchMembers(
    deps: Deps,
    operator: OperatorContext,
    search: { q: string; pageNum: number; pageSize: number },
  ): Promise<{ list: unknown[]; total: number }>;
  withdrawalQueue(
    deps: Deps,
    operator: OperatorContext,
    q: { pageNum: number; pageSize: number; status?: number; minAmount?: string },
  ): Promise<{ list: unknown[]; total: number }>;
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
  'modules/member/member-console.service.js',
  'modules/wallet/wallet-console.service.js',
  'modules/order/order-console.service.js',
  'modules/organization/volume.service.js',
  'modules/console-home/console-home.service.js',
];

async function loadServer(): Promise<Server> {
  const modules = await Promise.all(
    FILES.map((f) => import(pathToFileURL(path.join(ROOT, 'apps/server/src', f)).href)),
  );
  return Object.assign({}, ...modules) as Server;
}

const FIRST = [
  'olivia',
  'liam',
  'emma',
  'noah',
  'ava',
  'mia',
  'lucas',
  'sofia',
  'mateo',
  'chloe',
  'wei',
  'mei',
  'jun',
  'hana',
  'kenji',
  'yuki',
  'arjun',
  'priya',
  'omar',
  'layla',
  'diego',
  'lucia',
  'ivan',
  'anna',
  'tom',
  'sarah',
  'david',
  'grace',
  'minh',
  'linh',
];
const LAST = [
  'smith',
  'johnson',
  'garcia',
  'lee',
  'chen',
  'wang',
  'tan',
  'lim',
  'nguyen',
  'kim',
  'patel',
  'khan',
  'silva',
  'santos',
  'mueller',
  'rossi',
  'dubois',
  'cohen',
  'sato',
  'suzuki',
];

/**
 * The fixture fills login and name only. Email for 4 members in 5 and a phone for 7 in 10, as
 * varied as real ones (first and last name from short lists, a number, a few domains; ten
 * digits from a multiplicative hash of the id), in one UPDATE; then vacuum and analyze, so the
 * planner's statistics cover the new columns.
 */
async function fillContacts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `update member set
         email = case when id % 5 <> 0 then
           ($1::text[])[1 + (id * 7) % array_length($1::text[], 1)] || '.' ||
           ($2::text[])[1 + (id / 3) % array_length($2::text[], 1)] || (id % 997)::text || '@' ||
           (array['gmail.com', 'yahoo.com', 'outlook.com', 'mail.us'])[1 + id % 4] end,
         phone = case when id % 10 < 7 then
           (2000000000 + (id::bigint * 2654435761) % 8000000000)::text end`,
      [FIRST, LAST],
    );
    await client.query('vacuum analyze member');
  } finally {
    await client.end();
  }
}

/**
 * Withdrawals in bulk: `DECIDED` older ones in the other statuses, then `PENDING` applied
 * (status 1) ones with a few approved among them, each of a member spread over the tree.
 * `bank_account_id` has no foreign key (migration 0009), so no bank accounts are made.
 */
async function loadWithdrawals(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const insert = (count: number, status: string, daysAgo: string) =>
    client.query(
      `insert into wallet_withdrawal (member_id, company_code, account, amount, fee, currency,
         minor_unit, bank_account_id, bank_name, masked_account_number, holder_name,
         account_type, payment_method, status, created_at, updated_at)
       select 1 + (g::bigint * 7919) % $1, 'US', case when g % 9 = 0 then 'worldplan' else 'bonus' end,
         1000 + (g::bigint * 104729) % 499000, 500, 'USD', 2, g % 5000 + 1, 'Bench Bank',
         '****' || lpad((g % 10000)::text, 4, '0'), 'Bench Member', 'savings', 'bank', ${status},
         now() - (${daysAgo}) * interval '1 day', now() - (${daysAgo}) * interval '1 day'
       from generate_series(1, $2) g`,
      [MEMBERS, count],
    );
  try {
    await insert(
      DECIDED,
      `(array[5, 5, 5, 5, 5, -1, 4, 3, 2, 10])[1 + g % 10]`,
      `30 + (${DECIDED} - g) * 200.0 / ${DECIDED}`,
    );
    // the queue: applied, one in fifty already approved (waiting in the approved queue)
    await insert(
      PENDING,
      `case when g % 50 = 0 then 10 else 1 end`,
      `(${PENDING} - g) * 30.0 / ${PENDING}`,
    );
    await client.query('vacuum analyze wallet_withdrawal');
    const { rows } = await client.query<{ status: number; n: string }>(
      'select status, count(*) as n from wallet_withdrawal group by status order by status',
    );
    return rows.map((r) => `${r.status}: ${Number(r.n).toLocaleString('en')}`).join(', ');
  } finally {
    await client.end();
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Timing {
  p50: number;
  p99: number;
  /** CPU µs per operation: this process, and every PostgreSQL process */
  nodeUs: number;
  pgUs: number | undefined;
  /** each round's ms by the kind of query it asked (when `kinds` is given) */
  byKind: Map<string, number[]>;
}

/** PostgreSQL's CPU between two readings, per process (backends of closed connections leave). */
function pgSpent(before?: Map<string, number>, after?: Map<string, number>) {
  if (!before || !after) return undefined;
  let spent = 0;
  for (const [pid, us] of after) spent += us - (before.get(pid) ?? 0);
  return spent;
}

async function timed(
  rounds: number,
  work: (i: number) => Promise<unknown>,
  kinds?: (i: number) => string,
): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i++) await work(rounds + i);
  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  const cpu = process.cpuUsage();
  const pgBefore = postgresCpu();
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    await work(i);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    times.push(ms);
    if (kinds) byKind.set(kinds(i), [...(byKind.get(kinds(i)) ?? []), ms]);
  }
  const used = process.cpuUsage(cpu);
  const pgUs = pgSpent(pgBefore, postgresCpu());
  times.sort((a, b) => a - b);
  return {
    p50: pct(times, 50),
    p99: pct(times, 99),
    nodeUs: (used.user + used.system) / rounds,
    pgUs: pgUs === undefined ? undefined : pgUs / rounds,
    byKind,
  };
}

async function main() {
  await withBenchDatabase('perf_console', measure, { keep: Boolean(process.env.BENCH_KEEP) });
}

async function measure(db: BenchDatabase) {
  const started = Date.now();
  const loadBefore = loadNow();
  const server = await loadServer();
  const deps = await server.createDeps(
    server.loadConfig(
      serverEnv('console-bench-', {
        DATABASE_URL: db.url,
        SEED_ON_START: 'false',
        JOBS_IN_PROCESS: 'false',
      }),
    ),
    { seed: false },
  );
  try {
    let at = Date.now();
    await loadBenchTree(db.url, MEMBERS, CHAIN);
    const treeSeconds = (Date.now() - at) / 1000;
    at = Date.now();
    await fillContacts(db.url);
    const contactSeconds = (Date.now() - at) / 1000;
    at = Date.now();
    const statuses = await loadWithdrawals(db.url);
    const withdrawalSeconds = (Date.now() - at) / 1000;

    const random = createRandom(11);
    const n = ROUNDS + WARM_UP;
    const ids = Array.from({ length: n }, () => random.int(1, MEMBERS));
    // the email and phone of other random members, to type a prefix of
    const contacts = await contactsOf(
      db.url,
      Array.from({ length: n }, () => random.int(1, MEMBERS)),
    );
    const kinds = ['login 3', 'login 4', 'login 5', 'member id', 'email prefix', 'phone prefix'];
    const kindOf = (i: number) => kinds[i % kinds.length]!;
    const queryOf = (i: number): string => {
      const id = String(ids[i]!);
      const c = contacts[i % contacts.length]!;
      switch (kindOf(i)) {
        case 'login 3':
          return `b${id.slice(0, 2)}`;
        case 'login 4':
          return `b${id.slice(0, 3)}`;
        case 'login 5':
          return `b${id.slice(0, 4)}`;
        case 'member id':
          return id;
        case 'email prefix':
          // the first name, the dot and three letters of the last name: "layla.sil"
          return c.email.slice(0, c.email.indexOf('.') + 4);
        default:
          return c.phone.slice(0, 6);
      }
    };

    const allCompanies: OperatorContext = {
      id: 1,
      loginName: 'bench',
      roles: ['admin'],
      permissions: new Set(['member:view', 'withdrawal:view']),
      companies: null,
      address: null,
    };
    const oneCompany: OperatorContext = { ...allCompanies, companies: ['US'] };

    const pk = await timed(ROUNDS, (i) =>
      deps.db.selectFrom('member').selectAll().where('id', '=', ids[i]!).executeTakeFirst(),
    );
    const search = (operator: OperatorContext) =>
      timed(
        ROUNDS,
        (i) => server.searchMembers(deps, operator, { q: queryOf(i), pageNum: 1, pageSize: 20 }),
        kindOf,
      );
    const searchAll = await search(allCompanies);
    const searchOne = await search(oneCompany);
    const queue = (pageNum: number, minAmount?: string) =>
      timed(ROUNDS, () =>
        server.withdrawalQueue(deps, allCompanies, {
          pageNum,
          pageSize: 50,
          status: 1,
          ...(minAmount ? { minAmount } : {}),
        }),
      );
    const first = await queue(1);
    const deep = await queue(200);
    const firstMin = await queue(1, MIN_AMOUNT);
    const deepMin = await queue(200, MIN_AMOUNT);
    const pending = await server.withdrawalQueue(deps, allCompanies, {
      pageNum: 1,
      pageSize: 50,
      status: 1,
    });
    const pendingMin = await server.withdrawalQueue(deps, allCompanies, {
      pageNum: 1,
      pageSize: 50,
      status: 1,
      minAmount: MIN_AMOUNT,
    });

    const ms = (x: number) => x.toFixed(2);
    const cpu = (t: Timing) =>
      `${Math.round(t.nodeUs)} / ${t.pgUs === undefined ? '—' : Math.round(t.pgUs)}`;
    const row = (name: string, t: Timing, goal?: number) => {
      const r = t.p99 / pk.p99;
      return `| ${name} | ${ms(t.p50)} | ${ms(t.p99)} | ${r.toFixed(2)}× | ${(t.p50 / pk.p50).toFixed(2)}× | ${goal ? `≤ ${goal}×: ${r <= goal ? 'yes' : '**no**'}` : '—'} | ${cpu(t)} |`;
    };
    const kindRows = (label: string, t: Timing) =>
      kinds.map((k) => {
        const times = [...(t.byKind.get(k) ?? [])].sort((a, b) => a - b);
        return `| … ${label}: ${k} (${times.length} rounds) | ${ms(pct(times, 50))} | ${ms(times[times.length - 1]!)} (max) | ${(times[times.length - 1]! / pk.p99).toFixed(2)}× | ${(pct(times, 50) / pk.p50).toFixed(2)}× | | |`;
      });
    console.log(
      [
        `### bench:console — ${MEMBERS.toLocaleString('en')} members, ${PENDING.toLocaleString('en')} pending withdrawals`,
        '',
        `Machine: ${await describeMachine(db.url)}.`,
        `Load average (1 / 5 / 15 min) before: ${loadBefore}; after: ${loadNow()}. Run took ${Math.round((Date.now() - started) / 1000)} s.`,
        `Loaded: tree ${treeSeconds.toFixed(1)} s; email (4 in 5) and phone (7 in 10) by one UPDATE + vacuum ${contactSeconds.toFixed(1)} s; withdrawals ${withdrawalSeconds.toFixed(1)} s (by status ${statuses}). ${ROUNDS} rounds each after ${WARM_UP} of warm-up, one at a time, in this process through the services.`,
        `Queue totals: status 1 ${pending.total.toLocaleString('en')}, with amount ≥ ${MIN_AMOUNT} ${pendingMin.total.toLocaleString('en')}.`,
        '',
        '| operation | p50 ms | p99 ms | p99 / PK p99 | p50 / PK p50 | goal (p99) | CPU µs/op: Node / PostgreSQL |',
        '| --- | ---: | ---: | ---: | ---: | --- | ---: |',
        row('primary-key read of one member (baseline)', pk),
        row('member search, operator of all companies (mixed queries)', searchAll, GOAL.search),
        ...kindRows('all companies', searchAll),
        row('member search, operator of company US only', searchOne, GOAL.search),
        ...kindRows('US only', searchOne),
        row('withdrawal queue, status 1, page 1 of 50', first),
        row('withdrawal queue, status 1, page 200 of 50', deep),
        row(`withdrawal queue, status 1, amount ≥ ${MIN_AMOUNT}, page 1`, firstMin),
        row(`withdrawal queue, status 1, amount ≥ ${MIN_AMOUNT}, page 200`, deepMin),
        '',
        'Search queries rotate: login prefixes of 3, 4 and 5 characters ("b12", "b123", "b1234"), a member id, an email prefix (first name, dot, three letters: "layla.sil"), a phone prefix of 6 digits (also tried as an id: all digits). CPU per operation: this process\'s user + system time, and every PostgreSQL process\'s from /proc (10 ms ticks; includes any other client of the same server).',
      ].join('\n'),
    );
    const random1 = (max: number) => random.int(1, max);
    // the home's sum of the open cycle's volume (BENCH_VOLUME=0 skips)
    if (process.env.BENCH_VOLUME !== '0')
      console.log(
        `\n${await measureOpenCycleVolume(db.url, server, deps, { members: MEMBERS, rounds: ROUNDS, random: random1 })}`,
      );
    // order search at 10M orders by default (BENCH_CONSOLE_ORDERS; BENCH_ORDERS=0 skips)
    if (process.env.BENCH_ORDERS !== '0')
      console.log(
        `\n${await measureOrderSearch(db.url, server, deps, {
          members: MEMBERS,
          rounds: ROUNDS,
          random: random1,
        })}`,
      );
    // the income disclosure statement for a year, beside COPY of its ledger rows (BENCH_DISCLOSURE=0 skips)
    if (process.env.BENCH_DISCLOSURE !== '0')
      console.log(`\n${await measureDisclosure(db.url, deps.db)}`);
  } finally {
    await server.closeDeps(deps);
  }
}

async function contactsOf(url: string, ids: number[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; phone: string }>(
      `select email, phone from member where id = any($1::int[])
         and email is not null and phone is not null`,
      [ids],
    );
    return rows;
  } finally {
    await client.end();
  }
}

await main();
