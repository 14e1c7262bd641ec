import type { MemberInfo } from '@portal/contract';

/** The member columns every member-info answer is made from (see session.repository). */
export interface MemberInfoRow {
  member_id: number;
  login_name: string;
  user_name: string;
  first_name: string;
  last_name: string;
  company_code: string;
  member_type: 'D' | 'PC';
  status: number;
  rank_code: string;
  avatar_url: string | null;
  email: string | null;
  is_world_plan: boolean;
  is_first_setup: boolean;
  is_init_set: boolean;
  is_need_pwd_popup: boolean;
  must_rebuy_bv: string;
}

export function toMemberInfo(row: MemberInfoRow): MemberInfo {
  return {
    memberId: row.member_id,
    loginName: row.login_name,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    companyCode: row.company_code as MemberInfo['companyCode'],
    memberType: row.member_type,
    avatarImgUrl: row.avatar_url ?? '',
    status: row.status as MemberInfo['status'],
    rankCode: row.rank_code as MemberInfo['rankCode'],
    email: row.email,
    isWorldPlan: row.is_world_plan,
    isFirstSetup: row.is_first_setup,
    isInitSet: row.is_init_set,
    isNeedPwdPopup: row.is_need_pwd_popup,
    mustRebuyBV4Active: Number(row.must_rebuy_bv),
  };
}
