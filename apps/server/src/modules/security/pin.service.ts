import {
  maskEmail,
  PIN_LOCK_MS,
  PIN_MAX_FAILURES,
  type ChangePinBody,
  type Locale,
  type SecurityStatus,
  type SetPinBody,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthContext } from '../auth/session.service.js';
import { mailPinChanged } from './security-mail.js';
import {
  clearPinFailures,
  findMemberSecurity,
  insertPinIfUnset,
  recordPinFailure,
  storePin,
} from './security.repository.js';

function pinLockedError(lockedUntil: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new AppError('pinLocked', {
    params: { minutes },
    details: { lockedUntil: lockedUntil.toISOString() },
  });
}

/**
 * Checks a member's PIN before anything that needs it (transfers, withdrawals, a PIN
 * change). Wrong PINs are counted; the fifth in a row locks PIN use for 15 minutes.
 * A right PIN resets the count.
 */
export async function verifyPin(deps: AppDeps, memberId: number, pin: string): Promise<void> {
  const row = await findMemberSecurity(deps.db, memberId);
  if (!row?.pin_hash) throw new AppError('pinNotSet');
  const now = deps.now();
  if (row.pin_locked_until && row.pin_locked_until > now) {
    throw pinLockedError(row.pin_locked_until, now);
  }
  if (await deps.hasher.verify(row.pin_hash, pin)) {
    if (row.pin_failed_count > 0 || row.pin_locked_until) {
      await clearPinFailures(deps.db, memberId, now);
    }
    return;
  }
  const lockedUntil = new Date(now.getTime() + PIN_LOCK_MS);
  const after = await recordPinFailure(deps.db, memberId, {
    maxFailures: PIN_MAX_FAILURES,
    lockedUntil,
    now,
  });
  if (after.pin_locked_until && after.pin_locked_until > now) {
    throw pinLockedError(after.pin_locked_until, now);
  }
  const remaining = PIN_MAX_FAILURES - after.pin_failed_count;
  throw new AppError('pinIncorrect', { params: { remaining }, details: { remaining } });
}

/** Stores a PIN as an argon2id hash, replacing any old one and lifting a lock. */
export async function setPin(deps: AppDeps, memberId: number, pin: string): Promise<void> {
  await storePin(deps.db, memberId, await deps.hasher.hash(pin), deps.now());
}

/** For other modules' tests: gives a member a PIN without going through HTTP. */
export const setPinForTest = setPin;

export async function securityStatus(deps: AppDeps, auth: AuthContext): Promise<SecurityStatus> {
  const row = await findMemberSecurity(deps.db, auth.member_id);
  const now = deps.now();
  const locked = row?.pin_locked_until && row.pin_locked_until > now ? row.pin_locked_until : null;
  return {
    pinSet: Boolean(row?.pin_hash),
    questionsSet: Boolean(row?.questions_set_at),
    lockedUntil: locked ? locked.toISOString() : null,
    resetEmail: auth.email ? maskEmail(auth.email) : null,
  };
}

/** The first PIN; once one is set it can only be changed (old PIN) or reset. */
export async function setFirstPin(
  deps: AppDeps,
  auth: AuthContext,
  body: SetPinBody,
): Promise<SecurityStatus> {
  const hash = await deps.hasher.hash(body.pin);
  const inserted = await insertPinIfUnset(deps.db, auth.member_id, hash, deps.now());
  if (!inserted) throw new AppError('pinAlreadySet');
  return securityStatus(deps, auth);
}

export async function changePin(
  deps: AppDeps,
  auth: AuthContext,
  body: ChangePinBody,
  locale: Locale,
): Promise<SecurityStatus> {
  await verifyPin(deps, auth.member_id, body.oldPin);
  await setPin(deps, auth.member_id, body.pin);
  await mailPinChanged(deps, auth, locale);
  return securityStatus(deps, auth);
}
