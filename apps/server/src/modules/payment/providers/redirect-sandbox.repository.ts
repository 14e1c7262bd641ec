import type { Selectable } from 'kysely';
import type { Db } from '../../../db/client.js';
import type { Trx } from '../../../db/transaction.js';
import type { SandboxRedirectSessionTable } from '../payment.tables.js';

/** SQL of the third-party sandbox's own table (the provider's side). */
export type SessionRow = Selectable<SandboxRedirectSessionTable>;

export async function insertSessionOnce(
  db: Db,
  row: Omit<
    SessionRow,
    'created_at' | 'updated_at' | 'failure_code' | 'event_id' | 'refunded_minor'
  >,
): Promise<SessionRow> {
  const created = await db
    .insertInto('sandbox_redirect_session')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (created) return created;
  const existing = await findSession(db, { idempotencyKey: row.idempotency_key });
  if (!existing) throw new Error('sandbox session vanished');
  return existing;
}

export function findSession(
  db: Db | Trx,
  by: { providerRef: string } | { idempotencyKey: string } | { pageToken: string },
): Promise<SessionRow | undefined> {
  const query = db.selectFrom('sandbox_redirect_session').selectAll();
  if ('providerRef' in by) return query.where('id', '=', by.providerRef).executeTakeFirst();
  if ('pageToken' in by) return query.where('page_token', '=', by.pageToken).executeTakeFirst();
  return query.where('idempotency_key', '=', by.idempotencyKey).executeTakeFirst();
}

/**
 * The member's decision on the hosted page, once: only a session still waiting changes, so a
 * second press (or a second tab) finds nothing to do and sends no second event.
 */
export function decideSession(
  trx: Trx,
  pageToken: string,
  to: { status: 'captured' | 'failed'; failure_code: string | null; event_id: string },
  at: Date,
): Promise<SessionRow | undefined> {
  return trx
    .updateTable('sandbox_redirect_session')
    .set({ ...to, updated_at: at })
    .where('page_token', '=', pageToken)
    .where('status', '=', 'requires_action')
    .returningAll()
    .executeTakeFirst();
}
