/**
 * Sessions, login and the account calls. Other modules see the logged-in member only as a
 * MemberContext (src/lib/member-context.ts), which resolveSession maps from the session row.
 */
export { resolveSession } from './session.service.js';
// message centre: the event stream ends with the session
export { sessionIsLive } from './session.service.js';
export { issueSilentTicket, type IssuedTicket } from './silent-login.service.js';
export { sessionCleanupJob } from './session-cleanup.job.js';
// registration: the welcome mail's verification link and the captcha after a burst
export { createAuthLink } from './auth-link.js';
export { pageLink } from './public-url.js';
export { isCaptchaAnswerRight } from './captcha.service.js';
