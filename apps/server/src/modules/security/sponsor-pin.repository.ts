import type { Db } from '../../db/client.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import type { PinCheck } from '../../lib/pin-hash.js';

export type SponsorPinJudgement =
  /** the payer's own lock, from earlier wrong guesses */
  | { state: 'locked'; until: Date }
  /** the sponsor has no PIN, or their own lock: nothing is judged, nothing counted */
  | { state: 'unusable' }
  | { state: 'right' }
  | { state: 'wrong'; failures: number; lockedUntil: Date | null };

/**
 * Judges a payer's guess at its sponsor's PIN with the payer's guard row locked: concurrent
 * guesses queue on it, so at most `maxFailures` wrong ones are judged per lock window. The
 * sponsor's PIN row is only read, never written: its count and lock stay the sponsor's own.
 * The failure that reaches `maxFailures` locks the payer and runs `onLock` in the same
 * transaction (so the sponsor is told exactly once per lock); a right guess clears the count.
 */
export function judgeSponsorPin(
  db: Db,
  ids: { payerId: number; sponsorId: number },
  judge: (hash: string) => Promise<PinCheck>,
  opts: { maxFailures: number; lockedUntil: Date; now: Date; onLock: (trx: Trx) => Promise<void> },
): Promise<SponsorPinJudgement> {
  return inTransaction(db, async (trx): Promise<SponsorPinJudgement> => {
    // one statement creates the row on a first guess or locks the existing one (DO UPDATE
    // takes the row lock, DO NOTHING would not)
    const guard = await trx
      .insertInto('sponsor_pin_guard')
      .values({ payer_id: ids.payerId, updated_at: opts.now })
      .onConflict((oc) =>
        oc.column('payer_id').doUpdateSet((eb) => ({ payer_id: eb.ref('excluded.payer_id') })),
      )
      .returning(['failed_count', 'locked_until'])
      .executeTakeFirstOrThrow();
    if (guard.locked_until && guard.locked_until > opts.now) {
      return { state: 'locked', until: guard.locked_until };
    }
    const pin = await trx
      .selectFrom('member_security')
      .select(['pin_hash', 'pin_locked_until'])
      .where('member_id', '=', ids.sponsorId)
      .executeTakeFirst();
    // a locked PIN is judged for nobody: the lock is what stops the guessing
    if (!pin?.pin_hash || (pin.pin_locked_until && pin.pin_locked_until > opts.now)) {
      return { state: 'unusable' };
    }
    const update = trx.updateTable('sponsor_pin_guard').where('payer_id', '=', ids.payerId);
    // a right PIN under an old key is re-keyed at the sponsor's own next use, not here
    if ((await judge(pin.pin_hash)).right) {
      if (guard.failed_count > 0 || guard.locked_until) {
        await update.set({ failed_count: 0, locked_until: null, updated_at: opts.now }).execute();
      }
      return { state: 'right' };
    }
    const failures = guard.failed_count + 1;
    const lockedUntil = failures >= opts.maxFailures ? opts.lockedUntil : null;
    await update
      .set({
        failed_count: lockedUntil ? 0 : failures,
        locked_until: lockedUntil,
        updated_at: opts.now,
      })
      .execute();
    if (lockedUntil) await opts.onLock(trx);
    return { state: 'wrong', failures, lockedUntil };
  });
}
