import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { ACTIVE_WINDOW_DAYS, cycleOf } from '@portal/contract';

/**
 * The baseline: bare Fastify routes running the same single SQL statement as the portal's
 * route, through a pg pool of the same size, with no validation, envelope, auth or i18n. Named
 * (prepared) statements, as the portal sends its repeated ones (`DB_PREPARED_STATEMENTS`).
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });

app.get('/readyz', async () => ({ status: 'ok' }));

app.get('/bare/serverDateTime', async () => ({
  code: 0,
  data: { serverDateTime: new Date().toISOString() },
  msg: 'success',
}));

app.post('/bare/config', async (req) => {
  const { companyCode, keys } = req.body as { companyCode: string; keys: string[] };
  const { rows } = await pool.query({
    name: 'config',
    text: `select company_code, key, value from sys_config where key = any($1) and company_code in ($2, '*')`,
    values: [keys, companyCode],
  });
  return { code: 0, data: Object.fromEntries(rows.map((r) => [r.key, r.value])), msg: 'success' };
});

/** The session's join, as the portal's auth hook reads it. */
const MEMBER_SQL = `select s.id, s.last_seen_at, s.expires_at, s.revoked_at, m.id as member_id, m.login_name, m.user_name,
            m.first_name, m.last_name, m.company_code, m.member_type, m.status, m.rank_code, m.avatar_url,
            m.email, m.is_world_plan, m.is_first_setup, m.is_init_set, m.is_need_pwd_popup, m.must_rebuy_bv
       from member_session s join member m on m.id = s.member_id where s.token_hash = $1`;

app.get('/bare/member', async (req) => {
  const hash = createHash('sha256').update(String(req.headers.token)).digest('hex');
  const { rows } = await pool.query({
    name: 'member',
    text: MEMBER_SQL,
    values: [hash],
  });
  return { code: 0, data: rows[0], msg: 'success' };
});

/** The 30-day BV of one platform, as the portal's standing read sums it (orders less refunds). */
const windowBv = (platform: string) => `(select coalesce(sum(e.bv), 0) from (
    select o.bv from shop_order o where o.member_id = m.id and o.platform = '${platform}'
      and o.paid_at > $2 and o.paid_at <= $3
    union all
    select -r.bv from shop_order o join order_refund r on r.order_id = o.id
      where o.member_id = m.id and o.platform = '${platform}'
      and r.created_at > $2 and r.created_at <= $3) e)::text`;

/**
 * Member info as the portal answers it since the standing service: the session's join, then
 * the open cycle's standing of the member (the same SQL as `readOpenStandings`).
 */
app.get('/bare/member-standing', async (req) => {
  const hash = createHash('sha256').update(String(req.headers.token)).digest('hex');
  const { rows } = await pool.query({ name: 'member', text: MEMBER_SQL, values: [hash] });
  const at = new Date();
  const from = new Date(at.getTime() - ACTIVE_WINDOW_DAYS * 86_400_000);
  const standing = await pool.query({
    name: 'standing',
    text: `select m.id, m.member_type, m.status, m.rank_code, m.highest_award,
      (select coalesce(sum(v.bv), 0)::text from member_cycle_volume v
        where v.member_id = m.id and v.cycle = $1 and v.platform = 'bzz') as pbv,
      ${windowBv('bzz')} as pbv30, ${windowBv('wpm')} as mkt30,
      l.left_bv::text as left_bv, l.right_bv::text as right_bv, l.left_count, l.right_count,
      g.refreshed_at as legs_at, lc.cycle as paid_as_cycle, p.paid_as_award,
      p.carry_left::text as carry_left, p.carry_right::text as carry_right
    from member m
    left join lateral (select l.left_bv, l.right_bv, l.left_count, l.right_count
      from tree_leg_volume l where l.member_id = m.id and l.cycle = $1 limit 1) l on true
    left join tree_leg_refresh g on g.company_code = m.company_code and g.cycle = $1
    left join lateral (select c.cycle from tree_cycle_close c
      where c.company_code = m.company_code and c.cycle < $1
      order by c.cycle desc limit 1) lc on true
    left join tree_cycle_snapshot p on p.member_id = m.id and p.cycle = lc.cycle
    where m.id = $4`,
    values: [cycleOf(at), from, at, rows[0]?.member_id],
  });
  return { code: 0, data: { ...rows[0], ...standing.rows[0] }, msg: 'success' };
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
