import type { MemberDetail } from '@portal/contract';
import { toMemberInfo } from './member-info.js';
import type { MemberDetailRow } from './member.repository.js';

export function toMemberDetail(row: MemberDetailRow): MemberDetail {
  return {
    ...toMemberInfo(row),
    gender: row.gender as MemberDetail['gender'],
    mobileCode: row.mobile_code,
    phone: row.phone,
    emailVerified: row.email_verified_at !== null,
    sponsorId: row.sponsor_id,
    placementId: row.placement_id,
    placementSide: row.placement_side,
    birthDate: row.birth_date,
    joinedAt: row.created_at.toISOString(),
  };
}
