import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import type { MemberContext } from '../../lib/member-context.js';
import { toMemberInfo } from '../member/index.js';
import {
  findSessionByTokenHash,
  insertSession,
  revokeMemberSessions,
  revokeSession,
  touchSession,
  type SessionRow,
} from './session.repository.js';
import { absoluteExpiry, needsTouch, sessionState } from './session-rules.js';

/** The one place the session row becomes the camelCase context every service takes. */
function toMemberContext(row: SessionRow): MemberContext {
  return {
    sessionId: row.session_id,
    isFromOss: row.is_from_oss,
    viewAs: row.view_as,
    memberId: row.member_id,
    companyCode: row.company_code,
    loginName: row.login_name,
    userName: row.user_name,
    email: row.email,
    status: row.status,
    info: toMemberInfo(row),
  };
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * A new session with a fresh 256-bit token; only its hash is stored. `db` lets a caller
 * open it inside its own transaction; `viewAs` marks an operator's read-only look.
 */
export async function openSession(
  deps: AppDeps,
  memberId: number,
  isFromOss: boolean,
  client: ClientInfo,
  db: Db = deps.db,
  viewAs = false,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const now = deps.now();
  const expiresAt = absoluteExpiry(now, deps.config.sessionMaxMs);
  await insertSession(db, {
    tokenHash: hashToken(token),
    memberId,
    isFromOss,
    viewAs,
    now,
    expiresAt,
    ...client,
  });
  return { token, expiresAt };
}

/** The session behind a token, or null when it is unknown, revoked, idle or expired. */
export async function resolveSession(deps: AppDeps, token: string): Promise<MemberContext | null> {
  const row = await findSessionByTokenHash(deps.db, hashToken(token));
  if (!row) return null;
  const now = deps.now();
  const state = sessionState(
    { lastSeenAt: row.last_seen_at, expiresAt: row.expires_at, revokedAt: row.revoked_at },
    now,
    deps.config.sessionIdleMs,
  );
  if (state !== 'active') return null;
  if (needsTouch(row.last_seen_at, now)) await touchSession(deps.db, row.session_id, now);
  return toMemberContext(row);
}

/**
 * Whether a token's session is still live, without stamping last-seen (message centre, issue
 * 16): an open event stream must not keep an idle session alive, only a member's requests do.
 */
export async function sessionIsLive(deps: AppDeps, token: string): Promise<boolean> {
  const row = await findSessionByTokenHash(deps.db, hashToken(token));
  if (!row) return false;
  const state = sessionState(
    { lastSeenAt: row.last_seen_at, expiresAt: row.expires_at, revokedAt: row.revoked_at },
    deps.now(),
    deps.config.sessionIdleMs,
  );
  return state === 'active';
}

export async function closeSession(deps: DbClockDeps, sessionId: bigint, reason = 'logout') {
  await revokeSession(deps.db, sessionId, deps.now(), reason);
}

export function closeAllSessions(
  deps: DbClockDeps,
  memberId: number,
  reason: string,
  db: Db = deps.db,
) {
  return revokeMemberSessions(db, memberId, deps.now(), reason);
}

/** Logout: only the caller's own session is closed. */
export async function logout(deps: DbClockDeps, auth: MemberContext): Promise<null> {
  await closeSession(deps, auth.sessionId, 'logout');
  return null;
}
