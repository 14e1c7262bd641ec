import { createHmac, randomBytes } from 'node:crypto';

/** The journeys' own server signs silent-login tickets with this key (test only). */
export const SILENT_LOGIN_SECRET = 'e2e-silent-login-secret-not-for-production-use';
const TICKET_TTL_S = 60;

/**
 * A ticket as the back office mints it (base64url claims + HMAC-SHA256), so the journey
 * can open the portal the way a silent-login link does.
 */
export function mintTicket(loginName: string, companyCode: string, secret = SILENT_LOGIN_SECRET) {
  const iat = Math.floor(Date.now() / 1000);
  const claims = {
    sub: loginName,
    cc: companyCode,
    jti: randomBytes(24).toString('base64url'),
    iat,
    exp: iat + TICKET_TTL_S,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}
