import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { SandboxCardChargeTable, SandboxCardTokenTable } from '../payment.tables.js';

/** SQL of the card sandbox's own tables: the provider's side, never in our transactions. */
export type ChargeRow = Selectable<SandboxCardChargeTable>;
export type TokenRow = Selectable<SandboxCardTokenTable>;

export async function insertToken(
  db: Db,
  row: Omit<Insertable<SandboxCardTokenTable>, 'created_at'>,
): Promise<void> {
  await db.insertInto('sandbox_card_token').values(row).execute();
}

export function findToken(db: Db, token: string): Promise<TokenRow | undefined> {
  return db
    .selectFrom('sandbox_card_token')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
}

/** Inserts a charge unless one exists for its idempotency key; answers the key's one charge. */
export async function insertChargeOnce(
  db: Db,
  row: Omit<ChargeRow, 'created_at' | 'updated_at' | 'refunded_minor'>,
): Promise<{ charge: ChargeRow; created: boolean }> {
  const created = await db
    .insertInto('sandbox_card_charge')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (created) return { charge: created, created: true };
  const existing = await findCharge(db, { idempotencyKey: row.idempotency_key });
  if (!existing) throw new Error('sandbox charge vanished');
  return { charge: existing, created: false };
}

export function findCharge(
  db: Db,
  by: { providerRef: string } | { idempotencyKey: string },
): Promise<ChargeRow | undefined> {
  const query = db.selectFrom('sandbox_card_charge').selectAll();
  return (
    'providerRef' in by
      ? query.where('id', '=', by.providerRef)
      : query.where('idempotency_key', '=', by.idempotencyKey)
  ).executeTakeFirst();
}

/** Moves a charge from one state to another; a charge in any other state is left as it is. */
export async function moveCharge(
  db: Db,
  id: string,
  from: ChargeRow['status'],
  to: { status: ChargeRow['status']; failure_code?: string | null },
  at: Date,
): Promise<void> {
  await db
    .updateTable('sandbox_card_charge')
    .set({ ...to, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .execute();
}
