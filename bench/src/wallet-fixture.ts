import pg from 'pg';
import type { Deps, Server } from './wallet-server.js';

export const BENCH_PIN = '135790';
const COMPANY = 'US';
/** status 10: active */
const ACTIVE = 10;

export interface BenchMember {
  id: number;
  login: string;
  token: string;
}

/**
 * `count` members of one sponsor line (so any two may transfer to each other), each with a
 * PIN, a live session and money on the bonus account, given through the server's own code
 * (the PIN as the server stores it: an HMAC under its pepper).
 */
export async function createBenchMembers(
  server: Server,
  deps: Deps,
  databaseUrl: string,
  count: number,
  opening: string,
): Promise<BenchMember[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const members: BenchMember[] = [];
  try {
    let path = '/';
    let sponsor: number | null = null;
    for (let i = 0; i < count; i++) {
      const login = `bench${Date.now().toString(36)}${i}`;
      const inserted: pg.QueryResult<{ id: number }> = await client.query(
        `insert into member (login_name, company_code, member_type, first_name, last_name, user_name,
           status, sponsor_id, sponsor_path, placement_path, password_hash)
         values ($1, $2, 'D', 'Bench', $3, $4, $5, $6, '/', '/', 'not-a-login') returning id`,
        [login, COMPANY, `Member ${i}`, `Bench Member ${i}`, ACTIVE, sponsor],
      );
      const id: number = inserted.rows[0]!.id;
      path = `${path}${id}/`;
      await client.query('update member set sponsor_path = $1, placement_path = $2 where id = $3', [
        path,
        `/${id}/`,
        id,
      ]);
      sponsor = id;
      await client.query(
        'insert into member_security (member_id, pin_hash, pin_set_at) values ($1, $2, now())',
        [id, deps.pins.hash(id, BENCH_PIN)],
      );
      await server.adjustMemberAccount(
        deps.db,
        { name: 'bench', now: () => new Date() },
        { login, account: 'bonus', amount: opening, reason: 'benchmark opening balance' },
      );
      const { token } = await server.openSession(deps, id, false, { ip: null, userAgent: null });
      members.push({ id, login, token });
    }
  } finally {
    await client.end();
  }
  return members;
}

/** A random transfer between two different bench members. */
export function randomTransfer(members: BenchMember[], amount: string) {
  const from = Math.floor(Math.random() * members.length);
  const to = (from + 1 + Math.floor(Math.random() * (members.length - 1))) % members.length;
  return {
    from: members[from]!,
    body: {
      toMemberId: members[to]!.id,
      fromAccount: 'bonus' as const,
      toAccount: 'bonus' as const,
      amount,
      pin: BENCH_PIN,
    },
  };
}
