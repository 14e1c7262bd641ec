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
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { mailPinChanged } from './security-mail.js';
import {
  findMemberSecurity,
  insertPinIfUnset,
  judgePinAttempt,
  pinStateQuery,
  storePin,
} from './security.repository.js';
import type { MemberContext } from '../../lib/member-context.js';

/** What a PIN check uses: the PIN row, the clock for its lock, and the peppered hasher. */
export type PinDeps = Pick<AppDeps, 'db' | 'now' | 'pins'>;
/** A PIN check that may also mail the member (a PIN changed, a sponsor's PIN locked). */
export type PinMailDeps = PinDeps & Pick<AppDeps, 'mailer'>;

function pinLockedError(lockedUntil: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new AppError('pinLocked', {
    params: { minutes },
    details: { lockedUntil: lockedUntil.toISOString() },
  });
}

/**
 * Checks a member's PIN before anything that needs it (transfers, withdrawals, payout
 * accounts, a PIN change). Attempts are judged one at a time per member (the PIN row is
 * locked), so concurrent guesses cannot slip past the lock: the fifth wrong PIN in a row
 * locks PIN use for 15 minutes, and a right PIN resets the count. The check is an HMAC
 * (microseconds), so the row lock is held only for the round trips; an argon2id PIN from
 * before peppers is verified once more through the password hasher, then re-keyed.
 */
export async function verifyPin(deps: PinDeps, memberId: number, pin: string): Promise<void> {
  const now = deps.now();
  const judge = (hash: string) => deps.pins.check(hash, memberId, pin);
  const opts = {
    maxFailures: PIN_MAX_FAILURES,
    lockedUntil: new Date(now.getTime() + PIN_LOCK_MS),
    now,
  };
  // a bounded number at once: waiting judgements would otherwise hold the pool's connections
  const result = await deps.pins.judging(() => judgePinAttempt(deps.db, memberId, judge, opts));
  if (result.state === 'right') return;
  if (result.state === 'notSet') throw new AppError('pinNotSet');
  if (result.state === 'locked') throw pinLockedError(result.until, now);
  if (result.lockedUntil) throw pinLockedError(result.lockedUntil, now);
  const remaining = PIN_MAX_FAILURES - result.failures;
  throw new AppError('pinIncorrect', { params: { remaining }, details: { remaining } });
}

/** The PIN row as read (without a lock) by a caller's own statement; see `verifyPinSeen`. */
export interface PinSeen {
  pin_hash: string | null;
  pin_failed_count: number;
  /** only whether there is one matters here (a Date, or its text when read as JSON) */
  pin_locked_until: Date | string | null;
}

/** The PIN row's read, for a caller to embed in a statement it sends anyway (no round trip). */
export const pinSeenQuery = (deps: DbDeps, memberId: number) => pinStateQuery(deps.db, memberId);

/**
 * `verifyPin`, starting from the PIN row a caller read moments before (through `pinSeenQuery`,
 * inside a statement it sends anyway). A right PIN under the current key, with no failure
 * counted and no lock (not even a lapsed one), is accepted from that row: a judgement under the row's lock would write
 * nothing either, and the read orders this attempt before any wrong one that commits after it,
 * as `verifyPin`'s own transaction would (its lock is released before the money moves, too).
 * Anything else (a wrong PIN, failures to clear, a lock, a PIN to re-key, no PIN) is judged by
 * `verifyPin` under the row's lock, exactly as before: wrong PINs are always counted there.
 */
export async function verifyPinSeen(
  deps: PinDeps,
  memberId: number,
  pin: string,
  seen: PinSeen | undefined,
): Promise<void> {
  if (await seenPinAccepted(deps, memberId, pin, seen)) return;
  await verifyPin(deps, memberId, pin);
}

/**
 * Whether a PIN row read without a lock accepts `pin` on its own (see `verifyPinSeen`). Its
 * twin in SQL is `security_pin_accepts` (migration 0072), given `pinCheckValue`; both are
 * tested side by side (test/security/pin-sql-twin.test.ts).
 */
export async function seenPinAccepted(
  deps: Pick<PinDeps, 'pins'>,
  memberId: number,
  pin: string,
  seen: PinSeen | undefined,
): Promise<boolean> {
  // a lock, even a lapsed one, is cleared by verifyPin's judgement: leave it to that
  if (!seen?.pin_hash || seen.pin_failed_count !== 0 || seen.pin_locked_until !== null) {
    return false;
  }
  if (!deps.pins.isCurrent(seen.pin_hash)) return false;
  const check = await deps.pins.check(seen.pin_hash, memberId, pin);
  return check.right && !check.rekeyed;
}

/**
 * What `security_pin_accepts` compares with the stored PIN: `pin` as it is stored under the
 * current key, so the database judges a right PIN without the pepper, which never leaves Node.
 */
export const pinCheckValue = (deps: Pick<PinDeps, 'pins'>, memberId: number, pin: string) =>
  deps.pins.hash(memberId, pin);

/** Stores a PIN under the current pepper, replacing any old one and lifting a lock. */
export async function setPin(deps: PinDeps, memberId: number, pin: string): Promise<void> {
  await storePin(deps.db, memberId, deps.pins.hash(memberId, pin), deps.now());
}

/** For other modules' tests: gives a member a PIN without going through HTTP. */
export const setPinForTest = setPin;

export async function securityStatus(
  deps: DbClockDeps,
  auth: MemberContext,
): Promise<SecurityStatus> {
  const row = await findMemberSecurity(deps.db, auth.memberId);
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
  deps: PinDeps,
  auth: MemberContext,
  body: SetPinBody,
): Promise<SecurityStatus> {
  const hash = deps.pins.hash(auth.memberId, body.pin);
  const inserted = await insertPinIfUnset(deps.db, auth.memberId, hash, deps.now());
  if (!inserted) throw new AppError('pinAlreadySet');
  return securityStatus(deps, auth);
}

export async function changePin(
  deps: PinMailDeps,
  auth: MemberContext,
  body: ChangePinBody,
  locale: Locale,
): Promise<SecurityStatus> {
  await verifyPin(deps, auth.memberId, body.oldPin);
  await setPin(deps, auth.memberId, body.pin);
  await mailPinChanged(deps, auth, locale);
  return securityStatus(deps, auth);
}
