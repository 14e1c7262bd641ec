import { IS_FROM_OSS, type LoginResult } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { mayLogIn, toMemberInfo, withStanding, type MemberInfoRow } from '../member/index.js';
import { openSession, type ClientInfo } from './session.service.js';

/** Frozen members may not log in; the other statuses may (inactivity blocks actions later). */
export function isFrozen(member: { status: number }): boolean {
  return !mayLogIn(member.status);
}

/**
 * Opens a session and answers it with the member info (login and silent login); `viewAs` marks
 * a session an operator opened to look (read-only, plugins/auth.ts).
 */
export async function startSession(
  deps: AppDeps,
  member: MemberInfoRow,
  isFromOss: boolean,
  client: ClientInfo,
  viewAs = false,
): Promise<LoginResult> {
  if (isFrozen(member)) throw new AppError('memberFrozen');
  const session = await openSession(deps, member.member_id, isFromOss, client, deps.db, viewAs);
  return {
    // the rank and mustRebuyBV4Active every page shows (the standing service), not the row's
    ...(await withStanding(deps.db, toMemberInfo(member), deps.now())),
    token: session.token,
    severDateTime: deps.now().toISOString(),
    isFromOss: isFromOss ? IS_FROM_OSS.yes : IS_FROM_OSS.no,
    expiresAt: session.expiresAt.toISOString(),
  };
}
