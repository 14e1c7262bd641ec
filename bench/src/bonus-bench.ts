import { execFileSync } from 'node:child_process';
import { MEMBER_ACCOUNTS } from '@portal/contract';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { admin, benchDatabaseName, databaseUrl, query } from './bench-database.js';
import { postgresCpu } from './cpu.js';
import { ROOT, serverEnv } from './processes.js';
import { loadBenchTree } from './tree-fixture.js';

/**
 * `npm run bench:bonus`: a cycle close at scale on PostgreSQL (database `perf_tree_bonus_<time>`).
 * Bulk-loads `BENCH_BONUS_MEMBERS` members (default 1,000,000: a power leg of
 * `BENCH_BONUS_CHAIN`, default 100,000, then a random binary tree, fixed seed) with their
 * ledger accounts (opened at join, as registration does), and their volume as `member_cycle_volume` rows made with generate_series: per member two rows in the
 * closed cycle and one in each of the three before (the 30-day active window): 5 rows a
 * member, standing for 10 orders a member (each row the sum of two orders; the close reads
 * the rows, never the orders). Then closes the cycle through the close service (read, compute,
 * write lines, trails and left-on-the-table lines, ledger journal, one transaction; with
 * `BENCH_BONUS_WEEKLY=1` after closing the cycle before), timing its read and compute apart,
 * and beside it the floors: COPY of the same rows out (what it reads) and of what it wrote,
 * with psql, and the written rows copied by PostgreSQL alone, in the same run. Prints Markdown.
 */
const MEMBERS = Number(process.env.BENCH_BONUS_MEMBERS ?? 1_000_000);
const CHAIN = Number(process.env.BENCH_BONUS_CHAIN ?? 100_000);

interface Server {
  /** the engine's cycle number of a time, and its name ('2026-W44') */
  cycleOf(epochMs: number): number;
  cycleName(cycle: number): string;
  loadConfig(env: Record<string, string>): unknown;
  createDeps(
    config: unknown,
    opts: { seed: boolean },
  ): Promise<{ db: unknown; jobs: { drain(deps: unknown): Promise<number> } }>;
  closeDeps(deps: unknown): Promise<void>;
  closeCycle(
    db: unknown,
    company: string,
    name: string,
    now: Date,
    by: string,
    opts: { onPhases: (ms: Record<string, number>) => void; jobs?: unknown },
  ): Promise<unknown>;
  computeFromDb(db: unknown, company: string, cycle: number): Promise<unknown>;
}

async function loadServer(): Promise<Server> {
  const files = ['config.js', 'bootstrap.js', 'modules/bonus/index.js'];
  files.push('modules/bonus/close/close-compute.js');
  const modules = await Promise.all(
    files.map((f) => import(pathToFileURL(path.join(ROOT, 'apps/server/src', f)).href)),
  );
  return Object.assign({}, ...modules) as Server;
}

/** A process's CPU seconds from /proc: its own, and its children's that it has waited for. */
function procCpu(pid: number | string) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields 14-17 (utime, stime, cutime, cstime), in ticks of 1/100 s
  return {
    own: (Number(f[11]) + Number(f[12])) / 100,
    children: (Number(f[13]) + Number(f[14])) / 100,
  };
}

/**
 * CPU seconds spent so far: this process (the close's Node), its finished children (psql), and
 * the PostgreSQL server: with `BENCH_POSTGRES_PID`, the postmaster, the backends it has reaped
 * (a COPY's backend exits with its psql) and those still running; without, the running ones
 * only. On a machine shared with other work these move far less than the wall clock does.
 */
function cpuNow() {
  const u = process.cpuUsage();
  let pg = 0;
  for (const us of (postgresCpu() ?? new Map<string, number>()).values()) pg += us / 1e6;
  const postmaster = process.env.BENCH_POSTGRES_PID;
  if (postmaster) pg += procCpu(postmaster).children; // its own time is in postgresCpu already
  return { node: (u.user + u.system) / 1e6, children: procCpu('self').children, pg };
}
type Cpu = { node: number; pg: number; psql: number };
function cpuSince(before: ReturnType<typeof cpuNow>): Cpu {
  const now = cpuNow();
  return {
    node: now.node - before.node,
    pg: now.pg - before.pg,
    psql: now.children - before.children,
  };
}
const cpuText = (c: Cpu) =>
  `Node ${c.node.toFixed(1)} + PostgreSQL ${c.pg.toFixed(1)}${c.psql > 0.05 ? ` + psql ${c.psql.toFixed(1)}` : ''} = ${(c.node + c.pg + c.psql).toFixed(1)} s`;
const cpuTotal = (c: Cpu) => c.node + c.pg + c.psql;

/** Seconds to COPY a query's rows out to /dev/null with psql (the floor). */
function copyOut(url: string, select: string) {
  const at = performance.now();
  execFileSync('psql', [url, '-qAtc', `\\copy (${select}) to '/dev/null'`]);
  return (performance.now() - at) / 1000;
}

const seconds = async (work: () => Promise<unknown>) => {
  const at = performance.now();
  await work();
  return (performance.now() - at) / 1000;
};

/** The generated network and its volume rows, into an empty, migrated database. */
async function loadNetwork(url: string, name: string, before: string[]) {
  await loadBenchTree(url, MEMBERS, CHAIN);
  // each member's ledger accounts, opened as registration opens them at join (the three money
  // kinds in the company's currency, member then kind order; migration 0078 for members from
  // before): the close then opens none, as at a company whose members joined through the app
  await query(
    url,
    `insert into ledger_account (company_code, member_id, kind, currency, minor_unit)
     select m.company_code, m.id, k.kind, c.currency, c.minor_unit
       from member m join company c on c.code = m.company_code
      cross join unnest($1::text[]) with ordinality k(kind, j)
      order by m.id, k.j`,
    [[...MEMBER_ACCOUNTS]],
  );
  // a fixed pattern: rebuy and retail BV this cycle, rebuy BV in the three before; 10% packages
  await query(
    url,
    `insert into member_cycle_volume (member_id, cycle, platform, order_type_code, bv)
     select id, $1, 'bzz', case when id % 10 = 0 then 10 else 30 end, 2000 + (id::bigint * 7919) % 30000
       from generate_series(1, $3::int) id
     union all
     select id, $1, 'bzz', 40, (id::bigint * 104729) % 8000 from generate_series(1, $3::int) id
     union all
     select id, c, 'bzz', 30, 1000 + (id::bigint * 31) % 9000
       from generate_series(1, $3::int) id, unnest($2::text[]) c`,
    [name, before, MEMBERS],
  );
  // what autovacuum does to a table after a bulk insert (PostgreSQL 13+, insert threshold):
  // statistics, and a visibility map, without which every per-statement reference check of the
  // close fetches each member's heap row (docs/benchmarks.md)
  await query(url, 'vacuum analyze');
}

/**
 * With `BENCH_BONUS_TEMPLATE=1` the loaded network is kept as a template database of its size
 * and cycle and copied for the next run (a million members take minutes to load, a copy
 * seconds), so a change to the close can be measured again and again on the same rows.
 */
async function prepareDatabase(
  server: Server,
  dbName: string,
  name: string,
  before: string[],
  weekly: boolean,
) {
  // `_joined`: the members' ledger accounts are loaded with them (a template from before is
  // not taken for one that has them)
  const template = `perf_bonus_tpl_${MEMBERS}_${CHAIN}_${name.replace('-', '_').toLowerCase()}_joined`;
  const useTemplate = Boolean(process.env.BENCH_BONUS_TEMPLATE);
  const exists = async (db: string) =>
    (await admin('select 1 from pg_database where datname = $1', [db])).rowCount === 1;
  // the weekly close's template holds the cycle before closed too (made by the first run)
  const weeklyTemplate = useTemplate && weekly ? `${template}_weekly` : null;
  if (weeklyTemplate && (await exists(weeklyTemplate))) {
    await admin(`create database ${dbName} template ${weeklyTemplate}`);
    return { load: null, weeklyTemplate, firstClosed: true };
  }
  // a template is loaded under another name and renamed once whole: a load that fails half way
  // is never copied by the next run
  const target = useTemplate ? `${template}_loading` : dbName;
  let load: number | null = null;
  if (!useTemplate || !(await exists(template))) {
    await admin(`drop database if exists ${template}_loading`);
    await admin(`create database ${target}`);
    const deps = await server.createDeps(serverConfig(server, databaseUrl(target)), {
      seed: false,
    });
    await server.closeDeps(deps);
    load = await seconds(() => loadNetwork(databaseUrl(target), name, before));
    if (useTemplate) await admin(`alter database ${target} rename to ${template}`);
  }
  if (useTemplate) await admin(`create database ${dbName} template ${template}`);
  return { load, weeklyTemplate, firstClosed: false };
}

const serverConfig = (server: Server, url: string) =>
  server.loadConfig(
    serverEnv('bonus-bench-', {
      DATABASE_URL: url,
      SEED_ON_START: 'false',
      JOBS_IN_PROCESS: 'false',
    }),
  );

type Phases = Record<string, number>;
const phaseList = (phases: Phases) =>
  Object.entries(phases)
    .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(2)}`)
    .join(', ');

/**
 * A close through the close service, timed, with its phases and its CPU; what follows it (ranks
 * on the member rows, notices) is queued as the weekly job queues it (`jobs`), and that job is
 * then run here, timed apart.
 */
async function timedClose(
  server: Server,
  deps: Awaited<ReturnType<Server['createDeps']>>,
  name: string,
  now: Date,
) {
  let phases: Phases = {};
  const cpu = cpuNow();
  const time = await seconds(() =>
    server.closeCycle(deps.db, 'US', name, now, 'bench', {
      onPhases: (ms) => (phases = ms),
      jobs: deps.jobs,
    }),
  );
  const closeCpu = cpuSince(cpu);
  const jobCpu = cpuNow();
  let ran = 0;
  const notices = await seconds(async () => (ran = await deps.jobs.drain(deps)));
  return {
    time,
    phases,
    cpu: closeCpu,
    notices: ran ? notices : null,
    noticesCpu: cpuSince(jobCpu),
  };
}

/**
 * The write floor: the closed cycle's rows of the three tables a close fills a row per member
 * (or line) in, copied by PostgreSQL alone (`insert … select`) into empty tables with the same
 * indexes and no triggers: what writing those rows costs with no Node, no parsing and no
 * reference checks.
 */
async function insertFloor(url: string, cycle: string) {
  let total = 0;
  for (const table of ['bonus_line', 'bonus_member_cycle', 'tree_cycle_snapshot']) {
    await query(url, `create table bench_floor_${table} (like ${table} including indexes)`);
    total += await seconds(() =>
      query(url, `insert into bench_floor_${table} select * from ${table} where cycle = $1`, [
        cycle,
      ]),
    );
    await query(url, `drop table bench_floor_${table}`);
  }
  return total;
}

/** A row of the printed table left out (and no blank line for it, which would end the table). */
const OMIT = '\u0000';

async function main() {
  const dbName = benchDatabaseName('perf_tree_bonus');
  const url = databaseUrl(dbName);
  const server = await loadServer();
  const now = new Date();
  const cycleNo = server.cycleOf(now.getTime()) - 1; // the last whole cycle
  const name = server.cycleName(cycleNo);
  const before = [1, 2, 3].map((k) => server.cycleName(cycleNo - k));
  // the measured close is the company's first; with BENCH_BONUS_WEEKLY=1 the cycle before is
  // closed first, so the measured close starts from a closed cycle's member states, as every
  // weekly close does (the bench's volume pattern pays nothing in the cycle before; the paid
  // members' ledger accounts were opened at load, as at join); with BENCH_BONUS_TEMPLATE too, the
  // database after that first close is kept as a template of its own and copied next time
  const weekly = Boolean(process.env.BENCH_BONUS_WEEKLY);
  const prepared = await prepareDatabase(server, dbName, name, before, weekly);
  const { load } = prepared;
  let deps = await server.createDeps(serverConfig(server, url), { seed: false });
  try {
    const readCpu = cpuNow();
    const readFloor =
      copyOut(
        url,
        `select id, sponsor_id, placement_id, placement_side, member_type, status
        from member where company_code = 'US' order by id`,
      ) +
      copyOut(
        url,
        `select member_id, cycle, platform, order_type_code, bv
        from member_cycle_volume where cycle in ('${[name, ...before].join("','")}')`,
      );
    const readFloorCpu = cpuSince(readCpu);
    const first =
      weekly && !prepared.firstClosed ? await timedClose(server, deps, before[0]!, now) : null;
    if (first && prepared.weeklyTemplate) {
      await server.closeDeps(deps);
      await admin(`create database ${prepared.weeklyTemplate} template ${dbName}`);
      deps = await server.createDeps(serverConfig(server, url), { seed: false });
    }
    // BENCH_BONUS_CLOSE_ONLY=1 leaves out the separate read + compute (the close times its own)
    const compute = process.env.BENCH_BONUS_CLOSE_ONLY
      ? null
      : await seconds(() => server.computeFromDb(deps.db, 'US', cycleNo));
    const measured = await timedClose(server, deps, name, now);
    const { time: close, phases } = measured;
    const written = await query(
      url,
      `select (select count(*) from bonus_line where cycle = $1)::int as lines,
        (select sum(jsonb_array_length(left_on_table)) from bonus_member_cycle
          where cycle = $1)::int as left_lines,
        (select count(*) from bonus_member_cycle where cycle = $1)::int as states`,
      [name],
    );
    const writeCpu = cpuNow();
    const writeFloor =
      copyOut(url, `select * from bonus_line where cycle = '${name}'`) +
      copyOut(url, `select * from bonus_member_cycle where cycle = '${name}'`);
    const floorCpu = cpuTotal(readFloorCpu) + cpuTotal(cpuSince(writeCpu));
    const floor = readFloor + writeFloor;
    const inserts = await insertFloor(url, name);
    const w = written.rows[0] as { lines: number; left_lines: number; states: number };
    const closeCpu = cpuTotal(measured.cpu);
    const withNotices = closeCpu + (measured.notices === null ? 0 : cpuTotal(measured.noticesCpu));
    console.log(
      [
        `### bench:bonus — ${MEMBERS.toLocaleString('en')} members (power leg ${CHAIN.toLocaleString('en')}), ${(MEMBERS * 5).toLocaleString('en')} volume rows (≈ ${(MEMBERS * 10).toLocaleString('en')} orders), cycle ${name}`,
        '',
        load === null
          ? 'Bulk load: copied from the kept template database (`BENCH_BONUS_TEMPLATE`).'
          : `Bulk load (members, volume rows, analyze): ${load.toFixed(1)} s.`,
        '',
        first
          ? `The company's first close (${before[0]}): ${first.time.toFixed(2)} s; phases (s): ${phaseList(first.phases)}. The measured close below is the weekly one after it (\`BENCH_BONUS_WEEKLY\`).`
          : weekly
            ? `The cycle before (${before[0]}) was closed in the kept weekly template; the measured close is the weekly one after it.`
            : "The measured close is the company's first (`BENCH_BONUS_WEEKLY=1` closes the cycle before first).",
        '',
        '| phase | seconds | floor (COPY out, same rows) | ratio |',
        '| --- | ---: | ---: | ---: |',
        compute === null
          ? '| read + compute | (not run apart: `BENCH_BONUS_CLOSE_ONLY`) | | |'
          : `| read + compute (\`computeFromDb\`) | ${compute.toFixed(2)} | ${readFloor.toFixed(2)} | ${(compute / readFloor).toFixed(1)}× |`,
        `| close end to end (read, compute, write, journal) | ${close.toFixed(2)} | ${floor.toFixed(2)} | ${(close / floor).toFixed(1)}× |`,
        compute === null
          ? OMIT
          : `| (of which write + journal ≈ close − compute) | ${(close - compute).toFixed(2)} | ${writeFloor.toFixed(2)} | ${((close - compute) / writeFloor).toFixed(1)}× |`,
        measured.notices === null
          ? OMIT
          : `| the close's follow-up job (ranks on the member rows, notices), after it committed | ${measured.notices.toFixed(2)} | | |`,
        '',
        `CPU (what a shared machine does not blur): the close ${cpuText(measured.cpu)}${measured.notices === null ? '' : `; its follow-up job ${cpuText(measured.noticesCpu)}`}; the COPY floor ${floorCpu.toFixed(1)} s. **Close / floor by CPU: ${(closeCpu / floorCpu).toFixed(1)}×**${measured.notices === null ? '' : ` (${(withNotices / floorCpu).toFixed(1)}× with the follow-up job)`}.`,
        '',
        `Close phases (s): ${phaseList(phases)}.`,
        '',
        `Write floor: the cycle's lines, member states and tree snapshot copied by PostgreSQL alone (\`insert … select\` into empty tables with the same indexes, no triggers): ${inserts.toFixed(2)} s, ${(inserts / floor).toFixed(1)}× the COPY-out floor.`,
        '',
        `Wrote ${w.lines.toLocaleString('en')} lines, ${w.left_lines.toLocaleString('en')} left-on-the-table lines, ${w.states.toLocaleString('en')} member states. Goal ≤ 2.5× the floor: ${close / floor <= 2.5 ? 'yes' : 'no'} by the clock, ${closeCpu / floorCpu <= 2.5 ? 'yes' : 'no'} by CPU.`,
      ]
        .filter((line) => line !== OMIT)
        .join('\n'),
    );
  } finally {
    await server.closeDeps(deps);
    if (!process.env.BENCH_KEEP) await admin(`drop database ${dbName} with (force)`);
  }
}

await main();
