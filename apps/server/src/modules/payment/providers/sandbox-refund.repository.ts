import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';

export type RefundOutcome = 'refunded' | 'repeated' | 'refused';

/**
 * A sandbox refund, in the provider's own transaction: one per idempotency key (a repeat
 * changes nothing), and only of money captured and not yet given back.
 */
export function refundOnce(
  db: Db,
  table: 'sandbox_card_charge' | 'sandbox_redirect_session',
  chargeRef: string,
  amountMinor: bigint,
  idempotencyKey: string,
  at: Date,
): Promise<RefundOutcome> {
  return inTransaction(db, async (trx) => {
    const taken = await trx
      .insertInto('sandbox_refund')
      .values({ idempotency_key: idempotencyKey, charge_ref: chargeRef, amount_minor: amountMinor })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    if (!taken) return 'repeated';
    const { rows } = await sql<{ id: string }>`
      update ${sql.table(table)}
      set refunded_minor = refunded_minor + ${amountMinor},
          status = case when refunded_minor + ${amountMinor} = amount_minor then 'refunded'
                   else status end,
          updated_at = ${at}
      where id = ${chargeRef} and status = 'captured'
        and refunded_minor + ${amountMinor} <= amount_minor
      returning id`.execute(trx);
    if (rows.length === 0) {
      await trx
        .deleteFrom('sandbox_refund')
        .where('idempotency_key', '=', idempotencyKey)
        .execute();
      return 'refused';
    }
    return 'refunded';
  });
}
