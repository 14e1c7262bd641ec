import pg from 'pg';
import type { Deps, OperatorContext, Server } from './console-server.js';
import { timed } from './console-timing.js';

/**
 * The withdrawal queue of bench:console (`withdrawalQueue`): `PENDING` applied withdrawals
 * among `DECIDED` older ones, then the queue's first and a deep page, with and without an
 * amount filter.
 */
export const PENDING = Number(process.env.BENCH_CONSOLE_PENDING ?? 100_000);
/** withdrawals already decided (paid, rejected, cancelled, failed, approved, in process) */
const DECIDED = Number(process.env.BENCH_CONSOLE_DECIDED ?? 150_000);
/** a queue row's amount lies in [10.00, 5,000.00) USD; the filter keeps about a fifth */
export const MIN_AMOUNT = '400000';

/**
 * Withdrawals in bulk: `DECIDED` older ones in the other statuses, then `PENDING` applied
 * (status 1) ones with a few approved among them, each of a member spread over the tree.
 * `bank_account_id` has no foreign key (migration 0009), so no bank accounts are made.
 */
export async function loadWithdrawals(url: string, members: number) {
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
      [members, count],
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

/** The queue's timings on page 1 and 200 of 50, without and with the amount filter. */
export async function measureWithdrawalQueue(
  server: Server,
  deps: Deps,
  operator: OperatorContext,
  rounds: number,
) {
  const queue = (pageNum: number, minAmount?: string) =>
    timed(rounds, () =>
      server.withdrawalQueue(deps, operator, {
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
  const total = async (minAmount?: string) =>
    (
      await server.withdrawalQueue(deps, operator, {
        pageNum: 1,
        pageSize: 50,
        status: 1,
        ...(minAmount ? { minAmount } : {}),
      })
    ).total;
  return {
    first,
    deep,
    firstMin,
    deepMin,
    pending: await total(),
    pendingMin: await total(MIN_AMOUNT),
  };
}
