import { cycleOf } from '@portal/contract';
import pg from 'pg';
import { timed as timedRounds, WARM_UP, type Timing } from './console-timing.js';

/**
 * "The home's open-cycle volume at scale", part of `npm run bench:console` (BENCH_VOLUME=0
 * skips): the `open_cycle_volume` job sums the open cycle's volume per company every five
 * minutes (`refreshOpenCycleVolume`: every `member_cycle_volume` row of the cycle, joined to its
 * member for the company, stored in one statement), and the home reads the stored row per
 * company (`openCycleVolumeAsStored`). Both are measured, with the live sum the job's statement
 * holds (`openCycleVolume`). The fixture: the open cycle and `PAST_CYCLES` weeks before it, each with a share of
 * the bench tree's members buying (BENCH_VOLUME_BUYERS, 0.3 by default: a busy week), a
 * different set each week; every buyer a main-platform row of one order type, one in five a
 * second order type, one in eight a row on the second platform; made by one INSERT … SELECT
 * per week, then vacuum analyze. Measured through the server's own functions beside a same-run
 * primary-key read of one member: the volume alone (all companies, and one company) and the
 * whole home (`consoleHome`, whose other parts are small on this database). p50/p99 over
 * `rounds`, CPU per operation of this process and of PostgreSQL.
 */
const BUYER_SHARE = Number(process.env.BENCH_VOLUME_BUYERS ?? 0.3);
const PAST_CYCLES = Number(process.env.BENCH_VOLUME_PAST_CYCLES ?? 4);
const WEEK_MS = 7 * 86_400_000;

export interface OpenCycleServer {
  openCycleVolume(
    db: unknown,
    at: Date,
    companies?: readonly string[],
  ): Promise<{ cycle: string; companies: { bvHundredths: bigint; buyers: number }[] }>;
  refreshOpenCycleVolume(db: unknown, at: Date): Promise<unknown>;
  openCycleVolumeAsStored(db: unknown, at: Date, companies?: readonly string[]): Promise<unknown>;
  consoleHome(deps: unknown, operator: unknown): Promise<unknown>;
}
interface Deps {
  db: {
    selectFrom(t: string): {
      selectAll(): {
        where(c: string, o: string, v: number): { executeTakeFirst(): Promise<unknown> };
      };
    };
  };
  now(): Date;
}

/** One week's volume rows; `week` varies who buys (a multiplicative hash of the id). */
async function loadWeek(client: pg.Client, cycle: string, week: number, members: number) {
  const rows = await client.query(
    `insert into member_cycle_volume (member_id, cycle, platform, order_type_code, bv, updated_at)
     select g, $1, r.platform, r.order_type, 100 + (g::bigint * 104729 + $2) % 49900, now()
     from generate_series(1, $3::int) g
     cross join lateral (values ('bzz', 40, true), ('bzz', 30, g % 5 = 0), ('wpm', 40, g % 8 = 0))
       as r(platform, order_type, kept)
     where r.kept and (g::bigint * 2654435761 + $2::bigint * 40503) % 1000 < $4`,
    [cycle, week, members, Math.round(BUYER_SHARE * 1000)],
  );
  return rows.rowCount ?? 0;
}

async function loadVolumes(url: string, members: number, now: Date) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const cycle = cycleOf(now);
    let open = 0;
    let past = 0;
    for (let week = 0; week <= PAST_CYCLES; week++) {
      const n = await loadWeek(
        client,
        cycleOf(new Date(now.getTime() - week * WEEK_MS)),
        week,
        members,
      );
      if (week === 0) open = n;
      else past += n;
    }
    await client.query('vacuum analyze member_cycle_volume');
    return { cycle, open, past };
  } finally {
    await client.end();
  }
}

/** Loads the weeks' volume and measures the home's sum; answers a Markdown section. */
export async function measureOpenCycleVolume(
  url: string,
  server: OpenCycleServer,
  deps: Deps,
  opts: { members: number; rounds: number; random: (max: number) => number },
): Promise<string> {
  let at = Date.now();
  const loaded = await loadVolumes(url, opts.members, deps.now());
  const loadSeconds = (Date.now() - at) / 1000;
  const operator = {
    id: 1,
    loginName: 'bench',
    roles: ['admin'],
    permissions: new Set(['home:view', 'cycle:view', 'withdrawal:view', 'stock:adjust']),
    companies: null,
    address: null,
  };
  const ids = Array.from({ length: opts.rounds + WARM_UP }, () => opts.random(opts.members));
  const timed = (work: (i: number) => Promise<unknown>) => timedRounds(opts.rounds, work);
  at = Date.now();
  const pk = await timed((i) =>
    deps.db.selectFrom('member').selectAll().where('id', '=', ids[i]!).executeTakeFirst(),
  );
  const cases: [string, Timing][] = [
    [
      'live sum, all companies (openCycleVolume)',
      await timed(() => server.openCycleVolume(deps.db, deps.now())),
    ],
    [
      "the job's run: sum and store every company (refreshOpenCycleVolume)",
      await timed(() => server.refreshOpenCycleVolume(deps.db, deps.now())),
    ],
    [
      "the home's read, all companies (openCycleVolumeAsStored)",
      await timed(() => server.openCycleVolumeAsStored(deps.db, deps.now())),
    ],
    [
      "the home's read, company US only",
      await timed(() => server.openCycleVolumeAsStored(deps.db, deps.now(), ['US'])),
    ],
    ['the whole home (consoleHome)', await timed(() => server.consoleHome(deps, operator))],
  ];
  const measureSeconds = (Date.now() - at) / 1000;
  const answer = await server.openCycleVolume(deps.db, deps.now());
  const buyers = answer.companies.reduce((n, c) => n + c.buyers, 0);
  const cpu = (t: Timing) =>
    `${Math.round(t.nodeUs)} / ${t.pgUs === undefined ? '—' : Math.round(t.pgUs)}`;
  const row = (name: string, t: Timing) =>
    `| ${name} | ${t.p50.toFixed(2)} | ${t.p99.toFixed(2)} | ${(t.p99 / pk.p99).toFixed(1)}× | ${cpu(t)} |`;
  return [
    `### The home's open-cycle volume at ${opts.members.toLocaleString('en')} members`,
    '',
    `Open cycle ${loaded.cycle}: ${loaded.open.toLocaleString('en')} volume rows of ${buyers.toLocaleString('en')} buyers (share ${BUYER_SHARE}); ${PAST_CYCLES} weeks before it ${loaded.past.toLocaleString('en')} rows; loaded by one INSERT … SELECT a week + vacuum analyze in ${loadSeconds.toFixed(1)} s. ${opts.rounds} rounds each after ${WARM_UP} of warm-up, through the server's functions, measured in ${measureSeconds.toFixed(1)} s.`,
    '',
    '| operation | p50 ms | p99 ms | p99 / PK p99 | CPU µs/op: Node / PostgreSQL |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('primary-key read of one member (baseline)', pk),
    ...cases.map(([name, t]) => row(name, t)),
    '',
    "The job's sum reads every volume row of the open cycle (its index on cycle, then each row's member for the company): its cost grows with the week's buyers, once every five minutes. The home reads one stored row per company.",
  ].join('\n');
}
