import type { Db } from '../../db/client.js';

export interface AuditEntry {
  operator: string;
  command: string;
  target: string | null;
  reason: string | null;
  outcome: 'ok' | 'refused' | 'failed';
  detail: Record<string, unknown>;
  at: Date;
}

export async function insertAudit(db: Db, e: AuditEntry): Promise<void> {
  await db
    .insertInto('wallet_audit')
    .values({
      operator: e.operator,
      command: e.command,
      target: e.target,
      reason: e.reason,
      outcome: e.outcome,
      detail: JSON.stringify(e.detail, (_k, v: unknown) =>
        typeof v === 'bigint' ? v.toString() : v,
      ),
      created_at: e.at,
    })
    .execute();
}

export function findMemberByLogin(db: Db, login: string) {
  return db
    .selectFrom('member')
    .select(['id', 'login_name', 'company_code'])
    .where((eb) => eb(eb.fn('lower', ['login_name']), '=', login.toLowerCase()))
    .executeTakeFirst();
}

export function findWithdrawalsForOperator(db: Db, status: number | undefined, limit: number) {
  let q = db
    .selectFrom('wallet_withdrawal as w')
    .innerJoin('member as m', 'm.id', 'w.member_id')
    .select([
      'w.id',
      'm.login_name',
      'w.company_code',
      'w.account',
      'w.amount',
      'w.fee',
      'w.currency',
      'w.minor_unit',
      'w.status',
      'w.bank_name',
      'w.masked_account_number',
      'w.payment_method',
      'w.updated_at',
    ]);
  if (status !== undefined) q = q.where('w.status', '=', status as never);
  return q.orderBy('w.id').limit(limit).execute();
}
