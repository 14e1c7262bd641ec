import { PIN_LOCK_MS, PIN_MAX_FAILURES } from '@portal/contract';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { noticeMemberById } from '../message/index.js';
import { judgeSponsorPin } from './sponsor-pin.repository.js';
import type { PinMailDeps } from './pin.service.js';

function lockedError(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError('sponsorPasswordLocked', {
    params: { minutes },
    details: { lockedUntil: until.toISOString() },
  });
}

/**
 * Checks the sponsor's e-wallet password (the sponsor's PIN) a member typed to pay from the
 * e-product account (spec "Validation rules"). The guesses are the payer's: counted on the payer's own row, the
 * fifth wrong one in a row stops the payer's guesses for 15 minutes (`sponsorPasswordLocked`)
 * and tells the sponsor, by message and mail, once per lock. The sponsor's PIN count and lock
 * are never touched, so no member can lock another out of their wallet. The payer learns only
 * that the password was not accepted, never why (no PIN, or the sponsor's own lock).
 */
export async function verifySponsorPin(
  deps: PinMailDeps,
  payer: Pick<MemberContext, 'memberId' | 'loginName'>,
  sponsorId: number,
  pin: string,
): Promise<void> {
  const now = deps.now();
  const lockedUntil = new Date(now.getTime() + PIN_LOCK_MS);
  const minutes = Math.round(PIN_LOCK_MS / 60_000);
  const result = await deps.pins.judging(() =>
    judgeSponsorPin(
      deps.db,
      { payerId: payer.memberId, sponsorId },
      (hash) => deps.pins.check(hash, sponsorId, pin),
      {
        maxFailures: PIN_MAX_FAILURES,
        lockedUntil,
        now,
        onLock: (trx) =>
          noticeMemberById(deps, trx, sponsorId, {
            kind: 'sponsorPinGuessed',
            params: { payer: payer.loginName, failures: PIN_MAX_FAILURES, minutes },
          }),
      },
    ),
  );
  if (result.state === 'right') return;
  if (result.state === 'locked') throw lockedError(result.until, now);
  if (result.state === 'wrong' && result.lockedUntil) throw lockedError(result.lockedUntil, now);
  throw new AppError('sponsorPasswordIncorrect');
}
