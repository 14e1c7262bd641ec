/**
 * Sessions, login and the account calls. Other modules see the logged-in member only as a
 * MemberContext (src/lib/member-context.ts), which resolveSession maps from the session row.
 */
export { resolveSession } from './session.service.js';
export { issueSilentTicket, type IssuedTicket } from './silent-login.service.js';
export { sessionCleanupJob } from './session-cleanup.job.js';
