import type { Trx } from '../../db/transaction.js';

/** The member's PIN count and lock, and their guard against guessing a sponsor's PIN, locked. */
export async function lockPinState(trx: Trx, memberId: number) {
  const [pin, guard] = await Promise.all([
    trx
      .selectFrom('member_security')
      .select(['pin_failed_count', 'pin_locked_until'])
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst(),
    trx
      .selectFrom('sponsor_pin_guard')
      .select(['failed_count', 'locked_until'])
      .where('payer_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst(),
  ]);
  return { pin, guard };
}

/** Clears both counts and both locks; the PIN itself stays. */
export async function clearPinLocks(trx: Trx, memberId: number, at: Date) {
  await trx
    .updateTable('member_security')
    .set({ pin_failed_count: 0, pin_locked_until: null, updated_at: at })
    .where('member_id', '=', memberId)
    .execute();
  await trx
    .updateTable('sponsor_pin_guard')
    .set({ failed_count: 0, locked_until: null, updated_at: at })
    .where('payer_id', '=', memberId)
    .execute();
}
