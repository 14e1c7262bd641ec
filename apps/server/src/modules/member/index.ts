/** Members: the member-info answer, the network and the member's own account. */
export { toMemberInfo, type MemberInfoRow } from './member-info.js';
// login and silent login answer the member info with the standing now, as every page shows it
export { withStanding } from './member-standing.js';
// invoice (issue 13): the member as an invoice names them
export { memberCard, type MemberCard } from './member-card.js';
// registration (issue 15): the new member's row is written here, not by registration
export { createUnplacedMember } from './member.service.js';
export type { NewMemberRow } from './member.repository.js';
