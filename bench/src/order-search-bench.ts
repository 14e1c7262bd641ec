import pg from 'pg';
import { timed, WARM_UP, type Timing } from './console-timing.js';

/**
 * "Order search at 10M orders", part of `npm run bench:console`: `ORDERS` orders of company US
 * (BENCH_CONSOLE_ORDERS, 10,000,000 by default) made in PostgreSQL by one INSERT … SELECT over
 * generate_series (no round trip per row), spread over the bench tree's members and the last
 * 365 days, in the statuses and amounts of a live shop; then vacuum and analyze. Each search
 * runs through the console's own service (`searchConsoleOrders`: the page and its total) as an
 * operator of all companies, beside a same-run baseline: reading one order by primary key.
 * p50/p99 over `rounds`, CPU per operation of this process and of PostgreSQL.
 */
export const ORDERS = Number(process.env.BENCH_CONSOLE_ORDERS ?? 10_000_000);
const DAY_MS = 86_400_000;

export interface OrderSearchServer {
  searchConsoleOrders(
    deps: unknown,
    operator: unknown,
    q: Record<string, unknown> & { pageNum: number; pageSize: number },
  ): Promise<{ list: unknown[]; total: number }>;
}
interface Deps {
  db: {
    selectFrom(t: string): {
      selectAll(): {
        where(c: string, o: string, v: number): { executeTakeFirst(): Promise<unknown> };
      };
    };
  };
}

/** Orders in bulk, one statement; order numbers `US` + 12 digits, unique by the series. */
async function loadOrders(url: string, members: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // a bulk load builds each index once at the end rather than row by row, and skips the
    // member foreign key's check per row (the series makes only existing member ids)
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
        where tablename = 'shop_order' and indexname not in (select conname from pg_constraint)`,
    );
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    await client.query(`set session_replication_role = replica`);
    await client.query(
      `insert into shop_order (order_no, company_code, member_id, platform, order_type, status,
         currency, minor_unit, subtotal, shipping, tax, total, paid_amount, bv, delivery_mode,
         receiver_name, locale, created_at, paid_at, updated_at)
       select 'US' || lpad(g::text, 12, '0'), 'US', 1 + (g::bigint * 7919) % $1,
         case when g % 7 = 0 then 'wpm' else 'bzz' end,
         (array[40, 40, 40, 30, 66, 10, 20, 40])[1 + g % 8],
         s.status, 'USD', 2, a.amount, 0, 0, a.amount,
         case when s.status in (0, 5, 90, 91) then 0 else a.amount end,
         a.amount * 2, 'address', 'Bench Member', 'en',
         t.at, case when s.status in (0, 5, 90, 91) then null else t.at end, t.at
       from generate_series(1, $2) g
       cross join lateral (select
         (array[30, 30, 30, 30, 20, 20, 10, 0, 90, 50])[1 + (g * 31) % 10]::smallint as status) s
       cross join lateral (select 1000 + (g::bigint * 104729) % 99000 as amount) a
       cross join lateral (select now() - (($2 - g)::float8 / $2) * interval '365 days' as at) t`,
      [members, ORDERS],
    );
    await client.query(`set session_replication_role = origin`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    for (const index of indexes) await client.query(index.def);
    await client.query('vacuum analyze shop_order');
  } finally {
    await client.end();
  }
}

/** A business day (UTC+8) `days` before now, YYYY-MM-DD. */
const dayBefore = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 - days * DAY_MS).toISOString().slice(0, 10);

/**
 * Loads the orders and measures the search's common filters; answers a Markdown section.
 * `random(n)` draws 1..n (the bench's seeded generator), so runs are comparable.
 */
export async function measureOrderSearch(
  url: string,
  server: OrderSearchServer,
  deps: Deps,
  opts: { members: number; rounds: number; random: (max: number) => number },
): Promise<string> {
  let at = Date.now();
  await loadOrders(url, opts.members);
  const loadSeconds = (Date.now() - at) / 1000;
  const operator = {
    id: 1,
    loginName: 'bench',
    roles: ['admin'],
    permissions: new Set(['order:view']),
    companies: null,
    address: null,
  };
  const n = opts.rounds + WARM_UP;
  const ids = Array.from({ length: n }, () => opts.random(ORDERS));
  const members = Array.from({ length: n }, () => opts.random(opts.members));
  const days = Array.from({ length: n }, () => opts.random(364));
  const page = { pageNum: 1, pageSize: 20 };
  const search = (q: (i: number) => Record<string, unknown>) =>
    timed(opts.rounds, (i) => server.searchConsoleOrders(deps, operator, { ...page, ...q(i) }));
  at = Date.now();
  const pk = await timed(opts.rounds, (i) =>
    deps.db.selectFrom('shop_order').selectAll().where('id', '=', ids[i]!).executeTakeFirst(),
  );
  const cases: [string, Timing][] = [
    [
      'by order number',
      await search((i) => ({ orderNo: `US${String(ids[i]).padStart(12, '0')}` })),
    ],
    // the fixture's logins are b<id> (tree-fixture.ts)
    ['by member login', await search((i) => ({ login: `b${members[i]}` }))],
    ['no filter: newest first, page 1', await search(() => ({}))],
    ['company US, newest first, page 1', await search(() => ({ company: 'US' }))],
    ['status paid, page 1', await search(() => ({ status: 10 }))],
    ['status paid, page 50', await search(() => ({ status: 10, pageNum: 50 }))],
    [
      'one business day placed',
      await search((i) => ({ from: dayBefore(days[i]!), to: dayBefore(days[i]!) })),
    ],
    ['status paid, total ≥ 900.00', await search(() => ({ status: 10, minTotal: '90000' }))],
  ];
  const measureSeconds = (Date.now() - at) / 1000;
  const ms = (x: number) => x.toFixed(2);
  const cpu = (t: Timing) =>
    `${Math.round(t.nodeUs)} / ${t.pgUs === undefined ? '—' : Math.round(t.pgUs)}`;
  const row = (name: string, t: Timing) =>
    `| ${name} | ${ms(t.p50)} | ${ms(t.p99)} | ${(t.p99 / pk.p99).toFixed(1)}× | ${cpu(t)} |`;
  return [
    `### Order search at ${ORDERS.toLocaleString('en')} orders`,
    '',
    `Loaded by one INSERT … SELECT over generate_series + vacuum analyze in ${loadSeconds.toFixed(1)} s (company US, ${opts.members.toLocaleString('en')} members, the last 365 days; statuses and amounts spread as a live shop's). ${opts.rounds} rounds each after ${WARM_UP} of warm-up, through the console's search service (page of 20 and its total), measured in ${measureSeconds.toFixed(1)} s.`,
    '',
    '| search | p50 ms | p99 ms | p99 / PK p99 | CPU µs/op: Node / PostgreSQL |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('primary-key read of one order (baseline)', pk),
    ...cases.map(([name, t]) => row(name, t)),
    '',
    'Every search also counts its matches for the page\'s total, up to 1,000 (ORDER_SEARCH_COUNT_CAP; past it the console says "more than 1,000"), so a filter that keeps millions of rows reads at most 1,001 of its matches for the count.',
  ].join('\n');
}
