import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Database } from '../../db/schema.js';

type AttemptBuilder = ExpressionBuilder<Database, 'login_attempt'>;

export async function insertLoginAttempt(
  db: Db,
  attempt: { loginName: string; ip: string; succeeded: boolean; captchaSolved: boolean; at: Date },
) {
  await db
    .insertInto('login_attempt')
    .values({
      login_name: attempt.loginName,
      ip: attempt.ip,
      succeeded: attempt.succeeded,
      captcha_solved: attempt.captchaSolved,
      created_at: attempt.at,
    })
    .execute();
}

/**
 * Claims the one alert mail of a burst of failures for a login name: true for the first
 * claim, false while an alert sent after `burstStart` stands (atomic, so sent once).
 */
export async function claimLoginAlert(db: Db, loginName: string, at: Date, burstStart: Date) {
  const row = await db
    .insertInto('login_alert')
    .values({ login_key: loginName.toLowerCase(), sent_at: at })
    .onConflict((oc) =>
      oc
        .column('login_key')
        .doUpdateSet({ sent_at: at })
        .where('login_alert.sent_at', '<=', burstStart),
    )
    .returning('login_key')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Failed attempts since `since`: for a login name only those after its last success (the
 * password was known then) — all of them, those with a solved captcha, and those from this
 * address; for an address all of them (one's own account must not reset an address that
 * is guessing others').
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
    .select((eb) => [
      eb.fn.countAll<bigint>().as('n'),
      eb.fn.count<bigint>('id').filterWhere('captcha_solved', '=', true).as('solved'),
      eb.fn.count<bigint>('id').filterWhere('ip', '=', ip).as('here'),
    ])
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
  return {
    byName: Number(byName.n),
    byNameSolved: Number(byName.solved),
    byNameHere: Number(byName.here),
    byAddress: Number(byAddress.n),
  };
}
