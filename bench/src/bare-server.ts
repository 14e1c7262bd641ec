import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

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

app.get('/bare/member', async (req) => {
  const hash = createHash('sha256').update(String(req.headers.token)).digest('hex');
  const { rows } = await pool.query({
    name: 'member',
    text: `select s.id, s.last_seen_at, s.expires_at, s.revoked_at, m.id as member_id, m.login_name, m.user_name,
            m.first_name, m.last_name, m.company_code, m.member_type, m.status, m.rank_code, m.avatar_url,
            m.email, m.is_world_plan, m.is_first_setup, m.is_init_set, m.is_need_pwd_popup, m.must_rebuy_bv
       from member_session s join member m on m.id = s.member_id where s.token_hash = $1`,
    values: [hash],
  });
  return { code: 0, data: rows[0], msg: 'success' };
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
