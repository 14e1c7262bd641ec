import { withBenchDatabase, type BenchDatabase } from './bench-database.js';
import { ALL_COMPANIES, loadServer, type OperatorContext } from './console-server.js';
import { pct, timed, WARM_UP, type Timing } from './console-timing.js';
import { measureDisclosure } from './disclosure-bench.js';
import { describeMachine, loadNow } from './machine.js';
import { fillContacts, KINDS, measureMemberSearch, memberQueries } from './member-search-bench.js';
import { measureOpenCycleVolume } from './open-cycle-volume-bench.js';
import { measureOrderSearch } from './order-search-bench.js';
import { serverEnv } from './processes.js';
import { loadBenchTree } from './tree-fixture.js';
import { createRandom } from './tree-random.js';
import {
  loadWithdrawals,
  measureWithdrawalQueue,
  MIN_AMOUNT,
  PENDING,
} from './withdrawal-queue-bench.js';

/**
 * `npm run bench:console`: the operator console's two hot reads at scale, in one process
 * through the services (no HTTP). A fresh database with the tree of bench:tree (a million
 * members of company US, `loadBenchTree`), email and phone filled for most of them, and
 * 100,000 pending withdrawals among older ones in other statuses; then, each as p50/p99 over
 * the same number of rounds after a warm-up: a primary-key read of one member (the baseline),
 * the member search (`searchMembers`) as an operator of all companies and of one, and the
 * withdrawal queue (`withdrawalQueue`) on its first and a deep page, with and without an
 * amount filter. CPU per operation: this process's (`process.cpuUsage`) and every PostgreSQL
 * process's (from /proc, as `cpu.ts` reads it). Prints Markdown. Then the order search at
 * BENCH_CONSOLE_ORDERS orders (10M by default; order-search-bench.ts; BENCH_ORDERS=0 skips).
 * Each measurement has its file: member-search-bench.ts, withdrawal-queue-bench.ts,
 * order-search-bench.ts, disclosure-bench.ts; timing in console-timing.ts.
 */
const MEMBERS = Number(process.env.BENCH_CONSOLE_MEMBERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_CONSOLE_ROUNDS ?? 400);
/** the power leg of the fixture: the console's reads do not walk the tree, so a short one */
const CHAIN = Math.min(100, MEMBERS);
const GOAL = { search: 5 };

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
    const statuses = await loadWithdrawals(db.url, MEMBERS);
    const withdrawalSeconds = (Date.now() - at) / 1000;

    const random = createRandom(11);
    const queries = await memberQueries(db.url, MEMBERS, ROUNDS, random);
    const oneCompany: OperatorContext = { ...ALL_COMPANIES, companies: ['US'] };

    const pk = await timed(ROUNDS, (i) =>
      deps.db.selectFrom('member').selectAll().where('id', '=', queries.ids[i]!).executeTakeFirst(),
    );
    const searchAll = await measureMemberSearch(server, deps, ALL_COMPANIES, ROUNDS, queries);
    const searchOne = await measureMemberSearch(server, deps, oneCompany, ROUNDS, queries);
    const { first, deep, firstMin, deepMin, pending, pendingMin } = await measureWithdrawalQueue(
      server,
      deps,
      ALL_COMPANIES,
      ROUNDS,
    );

    const ms = (x: number) => x.toFixed(2);
    const cpu = (t: Timing) =>
      `${Math.round(t.nodeUs)} / ${t.pgUs === undefined ? '—' : Math.round(t.pgUs)}`;
    const row = (name: string, t: Timing, goal?: number) => {
      const r = t.p99 / pk.p99;
      return `| ${name} | ${ms(t.p50)} | ${ms(t.p99)} | ${r.toFixed(2)}× | ${(t.p50 / pk.p50).toFixed(2)}× | ${goal ? `≤ ${goal}×: ${r <= goal ? 'yes' : '**no**'}` : '—'} | ${cpu(t)} |`;
    };
    const kindRows = (label: string, t: Timing) =>
      KINDS.map((k) => {
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
        `Queue totals: status 1 ${pending.toLocaleString('en')}, with amount ≥ ${MIN_AMOUNT} ${pendingMin.toLocaleString('en')}.`,
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

await main();
