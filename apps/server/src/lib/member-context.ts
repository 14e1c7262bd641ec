import type { MemberInfo } from '@portal/contract';

/**
 * The authenticated member as services see it: mapped once per request from the session
 * row (modules/auth), so no service depends on another module's SQL columns. Holds what
 * services use; add a field here, not a second lookup, when a service needs more of the
 * session's member.
 */
export interface MemberContext {
  sessionId: bigint;
  /** the session was opened by a silent login from the operators' system */
  isFromOss: boolean;
  /**
   * an operator opened it to look at the member's portal (the console's view-as): the member
   * API refuses every change in it (plugins/auth.ts); absent where no session started the work
   */
  viewAs?: boolean;
  memberId: number;
  companyCode: string;
  loginName: string;
  userName: string;
  email: string | null;
  /** MEMBER_STATUS as read with the session; services that gate on it re-read when it matters */
  status: number;
  /** the member-info answer of spec "States and transitions", read with the session: `/member-info` costs no query */
  info: MemberInfo;
}
