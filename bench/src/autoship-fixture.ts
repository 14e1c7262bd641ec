import pg from 'pg';
import { randomLines, type CheckoutSku } from './checkout-fixture.js';

const COMPANY = 'US';
/** status 10: active */
const ACTIVE = 10;
/** rows per INSERT … SELECT FROM unnest(…) */
const CHUNK = 20_000;

export interface AutoshipFixture {
  autoships: number;
  lines: number;
}

/**
 * `count` active autoships due on `day`, each its own member's (of company US, sponsored by
 * `sponsorId`), with a vaulted sandbox card that approves (the provider's side, as the card
 * vault stores one), a schedule of every four weeks, nothing to ship and 1–2 lines of the
 * bench's e-products (as the checkout bench's orders). Written with one INSERT … SELECT per
 * table and chunk, as the other fixtures do: the create call's vaulting and cart checks are
 * not what this bench measures.
 */
export async function createDueAutoships(
  databaseUrl: string,
  opts: { count: number; day: string; sponsorId: number; skus: CheckoutSku[]; tag: string },
): Promise<AutoshipFixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let lines = 0;
  try {
    for (let from = 0; from < opts.count; from += CHUNK) {
      const size = Math.min(CHUNK, opts.count - from);
      lines += await insertChunk(client, opts, from, size);
    }
    await client.query('analyze member, sandbox_card_token, autoship, autoship_line');
  } finally {
    await client.end();
  }
  return { autoships: opts.count, lines };
}

async function insertChunk(
  client: pg.Client,
  opts: { day: string; sponsorId: number; skus: CheckoutSku[]; tag: string },
  from: number,
  size: number,
): Promise<number> {
  const members = await client.query<{ id: number }>(
    `insert into member (login_name, company_code, member_type, first_name, last_name, user_name,
       status, sponsor_id, sponsor_path, placement_path, password_hash)
     select $1 || i, $2, 'D', 'Auto', 'Ship ' || i, 'Autoship Member ' || i, $3, $4::int,
       '/' || $4::int || '/', '/', 'not-a-login'
     from generate_series($5::int, $6::int) as i
     returning id`,
    [`auto${opts.tag}_`, COMPANY, ACTIVE, opts.sponsorId, from, from + size - 1],
  );
  const ids = members.rows.map((r) => r.id);
  // the member's own path below the sponsor, as registration writes it
  await client.query(
    `update member set sponsor_path = '/' || $1::int || '/' || id || '/', placement_path = '/' || id || '/'
     where id = any($2::int[])`,
    [opts.sponsorId, ids],
  );
  const tokens = ids.map((id) => `vault_bench_${opts.tag}_${id}`);
  await client.query(
    `insert into sandbox_card_token (token, brand, last4, behaviour, created_at, vaulted,
       exp_month, exp_year)
     select t, 'visa', '4242', 'approved', now(), true, 12, 2040 from unnest($1::text[]) as t`,
    [tokens],
  );
  const picks = ids.map(() => randomLines(opts.skus));
  const autoships = await client.query<{ id: number }>(
    `insert into autoship (member_id, company_code, status, schedule_kind, schedule_value,
       next_run_date, delivery_mode, card_token, card_brand, card_last4, card_exp_month,
       card_exp_year, quoted_total, locale, idempotency_key, request_hash, created_at, updated_at)
     select m, $1, 'active', 'everyWeeks', 4, $2::date, 'none', t, 'visa', '4242', 12, 2040, q,
       'en', 'bench:' || t, 'bench', now(), now()
     from unnest($3::int[], $4::text[], $5::bigint[]) with ordinality as u(m, t, q, n)
     order by n
     returning id`,
    [
      COMPANY,
      opts.day,
      ids,
      tokens,
      picks.map((p) => p.reduce((sum, l) => sum + l.sku.price * BigInt(l.qty), 0n).toString()),
    ],
  );
  const lineRows = autoships.rows.flatMap((a, i) =>
    picks[i]!.map((l, position) => ({ autoship: a.id, sku: l.sku.id, qty: l.qty, position })),
  );
  await client.query(
    `insert into autoship_line (autoship_id, product_sku_id, qty, position)
     select * from unnest($1::int[], $2::int[], $3::int[], $4::int[])`,
    [
      lineRows.map((l) => l.autoship),
      lineRows.map((l) => l.sku),
      lineRows.map((l) => l.qty),
      lineRows.map((l) => l.position),
    ],
  );
  return lineRows.length;
}
