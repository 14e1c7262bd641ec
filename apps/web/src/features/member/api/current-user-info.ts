import { MEMBER_CALLS, type MemberInfo } from '@portal/contract';
import { callApi } from '../../../lib/http/call';
import { saveMemberInfo } from '../../../lib/session/member-session';

/** Member-info fetch with no data is an error of its own (spec "The error catalogue"). */
export class NoMemberInfoError extends Error {
  constructor() {
    super('member info missing');
    this.name = 'NoMemberInfoError';
  }
}

/** GET /bo/userInfo/currentUserInfo, stored like a login's member info. */
export async function refreshMemberInfo(): Promise<MemberInfo> {
  const info: MemberInfo | null = await callApi(MEMBER_CALLS.currentUserInfo);
  if (!info) throw new NoMemberInfoError();
  saveMemberInfo(info);
  return info;
}
