/** Members: the member-info answer, the network and the member's own account. */
export { toMemberInfo, type MemberInfoRow } from './member-info.js';
