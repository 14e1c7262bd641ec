import type { Db } from '../../db/client.js';
import { findMemberDetail } from './member.repository.js';

/** How a member is named on a document (an invoice): full name, member number, contacts. */
export interface MemberCard {
  name: string;
  memberNo: string;
  loginName: string;
  phone: string | null;
  email: string | null;
}

export async function memberCard(db: Db, memberId: number): Promise<MemberCard | undefined> {
  const row = await findMemberDetail(db, memberId);
  if (!row) return undefined;
  const full = `${row.first_name} ${row.last_name}`.trim();
  return {
    name: full || row.user_name,
    // members know each other by the login name (US000061), not by the database id
    memberNo: row.login_name,
    loginName: row.login_name,
    phone: row.phone ? `${row.mobile_code ?? ''} ${row.phone}`.trim() : null,
    email: row.email,
  };
}
