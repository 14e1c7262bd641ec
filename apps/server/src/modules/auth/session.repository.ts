import type { Db } from '../../db/client.js';
import { hotStatement } from '../../db/hot-statement.js';
import { MEMBER_CONTEXT_COLUMNS } from '../../db/member-columns.js';

/** Columns of member that a session carries, read in the same query as the session. */
export const MEMBER_COLUMNS = MEMBER_CONTEXT_COLUMNS;

function sessionByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('member_session as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .select([
      's.id as session_id',
      's.is_from_oss',
      's.view_as',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      ...MEMBER_COLUMNS,
    ])
    .where('s.token_hash', '=', tokenHash);
}
export type SessionRow = Awaited<
  ReturnType<ReturnType<typeof sessionByTokenHash>['executeTakeFirstOrThrow']>
>;

/**
 * Every authenticated request runs this query, so it is built and compiled once per database
 * and only its parameter changes: building it with Kysely on every call cost about a fifth
 * of an authenticated request's CPU (docs/benchmarks.md). The row is still read fresh on
 * every request, so a logout, revocation or expiry takes effect on the very next call.
 */
const sessionStatement = hotStatement((db) => sessionByTokenHash(db, '').compile());

export function findSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  return sessionStatement.rows(db, [tokenHash]).then((rows) => rows[0]);
}

export function insertSession(
  db: Db,
  row: {
    tokenHash: string;
    memberId: number;
    isFromOss: boolean;
    viewAs?: boolean;
    now: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
) {
  return db
    .insertInto('member_session')
    .values({
      token_hash: row.tokenHash,
      member_id: row.memberId,
      is_from_oss: row.isFromOss,
      view_as: row.viewAs ?? false,
      created_at: row.now,
      last_seen_at: row.now,
      expires_at: row.expiresAt,
      ip: row.ip,
      user_agent: row.userAgent?.slice(0, 400) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function touchSession(db: Db, sessionId: bigint, at: Date) {
  await db
    .updateTable('member_session')
    .set({ last_seen_at: at })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeSession(db: Db, sessionId: bigint, at: Date, reason: string) {
  await db
    .updateTable('member_session')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every open session of a member (password change or reset). */
export async function revokeMemberSessions(db: Db, memberId: number, at: Date, reason: string) {
  const result = await db
    .updateTable('member_session')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes sessions that ended (expired, revoked or idle) before `before`; returns how many. */
export async function deleteSessionsEndedBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('member_session')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', before),
        eb('revoked_at', '<', before),
        eb('last_seen_at', '<', before),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
