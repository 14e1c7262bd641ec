import { OPEN_PAYMENT_STATUSES } from '@portal/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { PaymentAttemptTable } from './payment.tables.js';

/** SQL of our payment attempts and applied provider events. */
export type AttemptRow = Selectable<PaymentAttemptTable>;

/** Opens an attempt unless its idempotency key has one; answers the key's one attempt. */
export async function insertAttemptOnce(
  db: Db,
  row: Insertable<PaymentAttemptTable>,
): Promise<{ attempt: AttemptRow; created: boolean }> {
  const created = await db
    .insertInto('payment_attempt')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (created) return { attempt: created, created: true };
  const existing = await attemptByKey(db, row.idempotency_key);
  if (!existing) throw new Error('payment attempt vanished');
  return { attempt: existing, created: false };
}

export function attemptByKey(db: Db, idempotencyKey: string): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('payment_attempt')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export function attemptById(db: Db | Trx, id: number): Promise<AttemptRow | undefined> {
  return db.selectFrom('payment_attempt').selectAll().where('id', '=', id).executeTakeFirst();
}

export function attemptByProviderRef(
  db: Db,
  provider: string,
  providerRef: string,
): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('payment_attempt')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst();
}

/** True when the reference already has a captured attempt (it is paid). */
export async function referencePaid(db: Db, purpose: string, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_attempt')
    .select('id')
    .where('purpose', '=', purpose)
    .where('reference', '=', reference)
    .where('status', '=', 'captured')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Changes an attempt that is still open; a settled one is left as it is and nothing returns.
 * Under READ COMMITTED a racing second update waits for the first to commit and then finds
 * the row no longer open: the first arrival settles, the second is a no-op (Medusa #13301).
 */
export function updateOpenAttempt(
  db: Db | Trx,
  id: number,
  set: Updateable<PaymentAttemptTable>,
  at: Date,
): Promise<AttemptRow | undefined> {
  return db
    .updateTable('payment_attempt')
    .set({ ...set, updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', OPEN_PAYMENT_STATUSES)
    .returningAll()
    .executeTakeFirst();
}

/** The undo's record: a capture given back because its reference could not take it. */
export async function markRefunded(db: Db, id: number, reason: string, at: Date): Promise<void> {
  await db
    .updateTable('payment_attempt')
    .set({ status: 'refunded', failure_code: reason, updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', OPEN_PAYMENT_STATUSES)
    .execute();
}

/** Records a provider event once; false when it was applied before (a repeated webhook). */
export async function recordEventOnce(
  trx: Trx,
  event: { provider: string; eventId: string; type: string; attemptId: number | null },
): Promise<boolean> {
  const row = await trx
    .insertInto('payment_event')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      type: event.type,
      attempt_id: event.attemptId,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Open attempts untouched since `before`: the reconciliation asks their provider. */
export function staleOpenAttempts(db: Db, before: Date, limit: number): Promise<AttemptRow[]> {
  return db
    .selectFrom('payment_attempt')
    .selectAll()
    .where('status', 'in', OPEN_PAYMENT_STATUSES)
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}
