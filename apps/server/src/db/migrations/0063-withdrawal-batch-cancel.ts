import { sql, type Kysely } from 'kysely';

/**
 * A batch can be cancelled before its bank file is made (prepared or approved): its withdrawals
 * leave it (their items close) and wait, still approved, for another batch. Who cancelled and
 * when are kept on the batch; the reason is in the audit trail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table withdrawal_batch drop constraint withdrawal_batch_status_check`.execute(db);
  await sql`
    alter table withdrawal_batch
      add constraint withdrawal_batch_status_check
        check (status in ('prepared', 'approved', 'exported', 'reconciled', 'cancelled')),
      add column cancelled_by text,
      add column cancelled_at timestamptz`.execute(db);
}
