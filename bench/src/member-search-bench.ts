import pg from 'pg';
import type { Deps, OperatorContext, Server } from './console-server.js';
import { WARM_UP, timed } from './console-timing.js';
import type { createRandom } from './tree-random.js';

/**
 * The member search of bench:console (`searchMembers`): the bench tree's members get an email
 * and a phone, then the search runs as an operator of all companies and of one, with queries
 * that rotate through the kinds an operator types (`KINDS`).
 */

export const KINDS = ['login 3', 'login 4', 'login 5', 'member id', 'email prefix', 'phone prefix'];

const FIRST = [
  'olivia',
  'liam',
  'emma',
  'noah',
  'ava',
  'mia',
  'lucas',
  'sofia',
  'mateo',
  'chloe',
  'wei',
  'mei',
  'jun',
  'hana',
  'kenji',
  'yuki',
  'arjun',
  'priya',
  'omar',
  'layla',
  'diego',
  'lucia',
  'ivan',
  'anna',
  'tom',
  'sarah',
  'david',
  'grace',
  'minh',
  'linh',
];
const LAST = [
  'smith',
  'johnson',
  'garcia',
  'lee',
  'chen',
  'wang',
  'tan',
  'lim',
  'nguyen',
  'kim',
  'patel',
  'khan',
  'silva',
  'santos',
  'mueller',
  'rossi',
  'dubois',
  'cohen',
  'sato',
  'suzuki',
];

/**
 * The fixture fills login and name only. Email for 4 members in 5 and a phone for 7 in 10, as
 * varied as real ones (first and last name from short lists, a number, a few domains; ten
 * digits from a multiplicative hash of the id), in one UPDATE; then vacuum and analyze, so the
 * planner's statistics cover the new columns.
 */
export async function fillContacts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `update member set
         email = case when id % 5 <> 0 then
           ($1::text[])[1 + (id * 7) % array_length($1::text[], 1)] || '.' ||
           ($2::text[])[1 + (id / 3) % array_length($2::text[], 1)] || (id % 997)::text || '@' ||
           (array['gmail.com', 'yahoo.com', 'outlook.com', 'mail.us'])[1 + id % 4] end,
         phone = case when id % 10 < 7 then
           (2000000000 + (id::bigint * 2654435761) % 8000000000)::text end`,
      [FIRST, LAST],
    );
    await client.query('vacuum analyze member');
  } finally {
    await client.end();
  }
}

async function contactsOf(url: string, ids: number[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; phone: string }>(
      `select email, phone from member where id = any($1::int[])
         and email is not null and phone is not null`,
      [ids],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * The rounds' queries: round `i` asks the kind `KINDS[i % 6]`, of random members (`ids`, also
 * the baseline's primary keys) and of the email and phone of other random ones.
 */
export async function memberQueries(
  url: string,
  members: number,
  rounds: number,
  random: ReturnType<typeof createRandom>,
) {
  const n = rounds + WARM_UP;
  const ids = Array.from({ length: n }, () => random.int(1, members));
  // the email and phone of other random members, to type a prefix of
  const contacts = await contactsOf(
    url,
    Array.from({ length: n }, () => random.int(1, members)),
  );
  const kindOf = (i: number) => KINDS[i % KINDS.length]!;
  const queryOf = (i: number): string => {
    const id = String(ids[i]!);
    const c = contacts[i % contacts.length]!;
    switch (kindOf(i)) {
      case 'login 3':
        return `b${id.slice(0, 2)}`;
      case 'login 4':
        return `b${id.slice(0, 3)}`;
      case 'login 5':
        return `b${id.slice(0, 4)}`;
      case 'member id':
        return id;
      case 'email prefix':
        // the first name, the dot and three letters of the last name: "layla.sil"
        return c.email.slice(0, c.email.indexOf('.') + 4);
      default:
        return c.phone.slice(0, 6);
    }
  };
  return { ids, kindOf, queryOf };
}

/** The search's timings as `operator`, each round's by its kind too. */
export function measureMemberSearch(
  server: Server,
  deps: Deps,
  operator: OperatorContext,
  rounds: number,
  queries: Awaited<ReturnType<typeof memberQueries>>,
) {
  return timed(
    rounds,
    (i) =>
      server.searchMembers(deps, operator, { q: queries.queryOf(i), pageNum: 1, pageSize: 20 }),
    queries.kindOf,
  );
}
