/** Sessions, login and the account calls. Other modules see the session only as AuthContext. */
export { resolveSession, type AuthContext } from './session.service.js';
export { issueSilentTicket, type IssuedTicket } from './silent-login.service.js';
