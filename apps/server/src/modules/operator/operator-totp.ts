import { OPERATOR_TOTP } from '@portal/contract';
import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app shows beside the operator's name. */
const ISSUER = 'Member portal console';

function totpOf(secretBase32: string, label = 'operator') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: OPERATOR_TOTP.digits,
    period: OPERATOR_TOTP.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 for authenticator apps. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address a QR code carries to an authenticator app. */
export function otpauthUrl(secretBase32: string, loginName: string): string {
  return totpOf(secretBase32, loginName).toString();
}

/** The time step a code belongs to (30 s each since the epoch). */
export function totpStep(at: Date): bigint {
  return BigInt(Math.floor(at.getTime() / 1000 / OPERATOR_TOTP.periodSeconds));
}

/**
 * The time step of `code` when it is right for `at` (within one step of drift), else null.
 * The caller refuses a step at or before the last one accepted, so a code is good once.
 */
export function acceptedStep(secretBase32: string, code: string, at: Date): bigint | null {
  if (!/^\d+$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: at.getTime(),
    window: OPERATOR_TOTP.window,
  });
  return delta === null ? null : totpStep(at) + BigInt(delta);
}

/** The code an authenticator shows at `at` (tests and the demo's helper script). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}
