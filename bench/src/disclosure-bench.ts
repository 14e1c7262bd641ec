import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { postgresCpu } from './cpu.js';
import { ROOT } from './processes.js';

/**
 * The income disclosure statement for a year at scale, beside reading the same ledger rows
 * with COPY (`copy (…) to '/dev/null'`, written by the server): how much more than the bare read the statement costs.
 * Called by console-bench.ts on its database (the million members of `loadBenchTree`).
 *
 * The fixture is a year of 2025's weekly closes as the close writes them: a bonus account for
 * one member in 8, each close's journal crediting a quarter of those (about 31,000 a week at a
 * million members) against the company's bonus expense, the cycle's row with its journal, and
 * the paid members' end state of the cycle with their paid-as award (one earner in 5 an award).
 * Loaded with the ledger's per-row checks off (`session_replication_role = replica`, as a restore
 * loads): each journal balances by construction, and checking a 31,000-line journal per line
 * would take the fixture hours. Every member joined before the year.
 */
const YEAR = { startDate: '2025-01-01', endDate: '2025-12-31' };
const WEEKS = 52;
const ROUNDS = Number(process.env.BENCH_DISCLOSURE_ROUNDS ?? 5);

interface Disclosure {
  computeStatement(
    db: unknown,
    company: { code: string; currency: string },
    period: unknown,
    at: { takenAt: Date },
  ): Promise<{ figures: { overall: { participants: number; total: string } } }>;
  periodOf(startDate: string, endDate: string, now: Date): unknown;
}

async function loadLedgerYear(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set session_replication_role = replica');
    await client.query(`update member set created_at = '2024-06-01T00:00:00+08:00'`);
    await client.query(
      `insert into ledger_account (company_code, member_id, kind, currency, minor_unit, allow_negative)
       values ('US', null, 'bonusExpense', 'USD', 2, true) on conflict do nothing`,
    );
    await client.query(
      `insert into ledger_account (company_code, member_id, kind, currency, minor_unit)
       select 'US', id, 'bonus', 'USD', 2 from member where id % 8 = 0 on conflict do nothing`,
    );
    let postings = 0;
    for (let w = 1; w <= WEEKS; w++) {
      const cycle = `2025-W${String(w).padStart(2, '0')}`;
      // the close runs on the Monday after the week, 00:10 UTC+8
      const at = new Date(Date.parse('2025-01-06T00:10:00+08:00') + (w - 1) * 7 * 86_400_000);
      await client.query('begin');
      const entry = await client.query<{ id: string }>(
        `insert into journal_entry (company_code, type, ref_type, ref_id, memo, created_by, created_at)
         values ('US', 'bonusClose', 'bonusCycle', $1, $2, 'bench', $3) returning id`,
        [cycle, `bonus ${cycle}`, at],
      );
      const id = entry.rows[0]!.id;
      const paid = await client.query(
        `insert into posting (entry_id, account_id, amount, balance_after, created_at)
         select $1, a.id, 100 + (a.member_id::bigint * 7919 + $2) % 50000, null, $3
         from ledger_account a
         where a.kind = 'bonus' and a.member_id is not null and (a.member_id / 8 + $2) % 4 = 0`,
        [id, w, at],
      );
      postings += paid.rowCount ?? 0;
      await client.query(
        `insert into posting (entry_id, account_id, amount, balance_after, created_at)
         select $1, (select id from ledger_account where member_id is null and company_code = 'US'
           and kind = 'bonusExpense' and currency = 'USD'), -sum(amount), null, $2
         from posting where entry_id = $1`,
        [id, at],
      );
      await client.query(
        `insert into bonus_cycle (company_code, cycle, cycle_no, state, currency, minor_unit,
           journal_id, totals, closed_at, closed_by)
         values ('US', $1, $2, 'closed', 'USD', 2, $3, '{}', $4, 'bench')`,
        [cycle, 2900 + w, id, at],
      );
      await client.query(
        `insert into bonus_member_cycle (company_code, cycle, member_id, rank_code, active,
           paid_as_award, qualified_award, highest_award, cumulative_package_bv, carry_left,
           carry_right, left_bv, right_bv, qualified_history, paid_as_history)
         select 'US', $1, a.member_id, '10', true,
           case when a.member_id % 800 = 0 then '06' when a.member_id % 160 = 0 then '03'
             when a.member_id % 40 = 0 then '01' else '00' end, '00', '00', 30000, 0, 0, 0, 0, '', ''
         from ledger_account a
         where a.kind = 'bonus' and a.member_id is not null and (a.member_id / 8 + $2) % 4 = 0`,
        [cycle, w],
      );
      await client.query('commit');
    }
    await client.query('vacuum analyze');
    return postings;
  } finally {
    await client.end();
  }
}

/** The same ledger rows the statement sums, read raw (member, amount) by COPY. */
const COPY_QUERY = `select la.member_id, p.amount from bonus_cycle bc
  join journal_entry je on je.id = bc.journal_id join posting p on p.entry_id = je.id
  join ledger_account la on la.id = p.account_id
  where bc.company_code = 'US' and je.type = 'bonusClose' and la.member_id is not null
    and la.kind in ('bonus', 'worldplan') and p.amount > 0
    and je.created_at >= '2025-01-01T00:00:00+08:00' and je.created_at < '2026-01-01T00:00:00+08:00'`;

/**
 * PostgreSQL's CPU between two readings, over the processes in both: the connections are open
 * before a timed round (a warm-up round opens them), and a process another client started in
 * between is not ours.
 */
function pgSpent(before?: Map<string, number>, after?: Map<string, number>) {
  if (!before || !after) return undefined;
  let spent = 0;
  for (const [pid, us] of after) if (before.has(pid)) spent += us - before.get(pid)!;
  return spent;
}

async function round(work: () => Promise<unknown> | unknown) {
  const cpu = process.cpuUsage();
  const pgBefore = postgresCpu();
  const start = process.hrtime.bigint();
  await work();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  const pgUs = pgSpent(pgBefore, postgresCpu());
  return {
    ms,
    nodeMs: (used.user + used.system) / 1000,
    pgMs: pgUs === undefined ? undefined : pgUs / 1000,
  };
}

type Round = Awaited<ReturnType<typeof round>>;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Loads the year, then times both ROUNDS times; the Markdown section. */
export async function measureDisclosure(url: string, db: unknown): Promise<string> {
  const server = (await import(
    pathToFileURL(path.join(ROOT, 'apps/server/src/modules/disclosure/index.js')).href
  )) as Disclosure;
  const at = Date.now();
  const postings = await loadLedgerYear(url);
  const loadSeconds = (Date.now() - at) / 1000;
  const period = server.periodOf(YEAR.startDate, YEAR.endDate, new Date());
  let participants = 0;
  let total = '';
  const statementRound = () =>
    round(async () => {
      const s = await server.computeStatement(db, { code: 'US', currency: 'USD' }, period, {
        takenAt: new Date(),
      });
      participants = s.figures.overall.participants;
      total = s.figures.overall.total;
    });
  // the server writes the rows itself (to /dev/null): the read and the encoding, no transfer
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const copyRound = () => round(() => client.query(`copy (${COPY_QUERY}) to '/dev/null'`));
  const statement: Round[] = [];
  const copy: Round[] = [];
  try {
    // a warm-up of each: the connections are open and the pages cached before the timed rounds
    await statementRound();
    await copyRound();
    for (let i = 0; i < ROUNDS; i++) {
      statement.push(await statementRound());
      copy.push(await copyRound());
    }
  } finally {
    await client.end();
  }
  const row = (name: string, rs: Round[]) =>
    `| ${name} | ${median(rs.map((r) => r.ms)).toFixed(0)} | ${Math.max(...rs.map((r) => r.ms)).toFixed(0)} | ${median(rs.map((r) => r.nodeMs)).toFixed(0)} | ${rs[0]!.pgMs === undefined ? '—' : median(rs.map((r) => r.pgMs!)).toFixed(0)} |`;
  return [
    `#### Income disclosure statement for 2025 — ${postings.toLocaleString('en')} bonus credits in ${WEEKS} closes`,
    '',
    `Loaded the year in ${loadSeconds.toFixed(1)} s. Statement: ${participants.toLocaleString('en')} participants, total ${total} minor units. ${ROUNDS} rounds each after one of warm-up, alternating.`,
    '',
    '| operation | median ms | max ms | Node CPU ms | PostgreSQL CPU ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('statement (`computeStatement`: every distributor, groups, figures)', statement),
    row("COPY of the same credits (member, amount) to the server's /dev/null", copy),
    '',
    'COPY is the floor: the bare rows, no participants without credits, no groups, no sorting.',
  ].join('\n');
}
