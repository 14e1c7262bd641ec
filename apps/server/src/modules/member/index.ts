/** Members: the member-info answer, the network and the member's own account. */
export { toMemberInfo, type MemberInfoRow } from './member-info.js';
// login and silent login answer the member info with the standing now, as every page shows it
export { withStanding } from './member-standing.js';
// invoice: the member as an invoice names them
export { memberCard, type MemberCard } from './member-card.js';
// registration: the new member's row is written here, not by registration
export { createUnplacedMember, type NewMemberRow } from './member.service.js';
// what a member's status lets them do (docs/member-policy.md): wallet, cart, orders, login
export {
  assertMemberMay,
  mayBePaid,
  mayLogIn,
  mayMoveMoney,
  mayPayOrder,
  mayShop,
  maySponsor,
  memberRefusal,
  MEMBER_POLICY,
  statusesThatMay,
  type MemberAction,
} from './member-policy.js';
// autoship: the member of a scheduled run, which no session started
export { memberContextById } from './member-context-by-id.service.js';
// the console's member page (flows/member-desk.flow.ts adds the placement legs)
export { memberDetail } from './member-console.service.js';
