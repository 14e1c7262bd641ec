import type { Db } from '../../db/client.js';
import type { MemberContext } from '../../lib/member-context.js';
import { toMemberInfo } from './member-info.js';
import { findMemberDetail } from './member.repository.js';

/**
 * The member as a service sees them, for work no session started (an autoship's scheduled
 * run): read fresh from the member row, with no session (`sessionId` 0).
 */
export async function memberContextById(db: Db, memberId: number): Promise<MemberContext | null> {
  const row = await findMemberDetail(db, memberId);
  if (!row) return null;
  return {
    sessionId: 0n,
    isFromOss: false,
    memberId: row.member_id,
    companyCode: row.company_code,
    loginName: row.login_name,
    userName: row.user_name,
    email: row.email,
    status: row.status,
    info: toMemberInfo(row),
  };
}
