import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Database } from '../../db/schema.js';

type AttemptBuilder = ExpressionBuilder<Database, 'login_attempt'>;

export async function insertLoginAttempt(
  db: Db,
  attempt: { loginName: string; ip: string; succeeded: boolean; at: Date },
) {
  await db
    .insertInto('login_attempt')
    .values({
      login_name: attempt.loginName,
      ip: attempt.ip,
      succeeded: attempt.succeeded,
      created_at: attempt.at,
    })
    .execute();
}

/**
 * Failed attempts since `since`: for a login name only those after its last success (the
 * password was known then), for an address all of them (one's own account must not reset
 * an address that is guessing others').
 */
export async function countRecentFailures(db: Db, loginName: string, ip: string, since: Date) {
  const sameName = (eb: AttemptBuilder) =>
    eb(eb.fn('lower', ['login_name']), '=', eb.fn('lower', [eb.val(loginName)]));
  const lastSuccess = db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.val(0n)).as('id'))
    .where(sameName)
    .where('succeeded', '=', true);
  const byName = await db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where(sameName)
    .where('succeeded', '=', false)
    .where('created_at', '>', since)
    .where('id', '>', lastSuccess)
    .executeTakeFirstOrThrow();
  const byAddress = await db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('ip', '=', ip)
    .where('succeeded', '=', false)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { byName: Number(byName.n), byAddress: Number(byAddress.n) };
}
