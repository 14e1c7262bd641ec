import { sql } from 'kysely';
import type { MemberAccount } from '@portal/contract';
import type { Db } from '../../../db/client.js';

export function findTransferParty(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['id', 'login_name', 'user_name', 'company_code', 'status', 'sponsor_path'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}
export type TransferParty = NonNullable<Awaited<ReturnType<typeof findTransferParty>>>;

/**
 * Members a typed recipient may mean: the one with that login name (case-insensitive, as at
 * login) and, when the text is a member id, the one with that id. At most two rows.
 */
export function findTransferCandidates(db: Db, loginName: string, memberId: number | null) {
  return db
    .selectFrom('member')
    .select(['id', 'login_name', 'user_name', 'company_code', 'status', 'sponsor_path'])
    .where((eb) => {
      const byName = eb(eb.fn('lower', ['login_name']), '=', eb.fn('lower', [eb.val(loginName)]));
      return memberId === null ? byName : eb.or([byName, eb('id', '=', memberId)]);
    })
    .orderBy('id')
    .execute();
}

/** Midnight of `now` in the company's time zone, as an instant. */
const dayStart = (now: Date, timeZone: string) =>
  sql<Date>`date_trunc('day', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone}`;

/** What a member has sent since midnight of `now` in the company's time zone. */
export async function sumTransfersOfDay(
  db: Db,
  memberId: number,
  now: Date,
  timeZone: string,
): Promise<bigint> {
  const row = await db
    .selectFrom('wallet_transfer')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('from_member_id', '=', memberId)
    .where('created_at', '>=', dayStart(now, timeZone))
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

export interface TransferRow {
  companyCode: string;
  fromMemberId: number;
  toMemberId: number;
  fromAccount: MemberAccount;
  toAccount: MemberAccount;
  amount: bigint;
  currency: string;
  remark: string | null;
  journalId: bigint;
  at: Date;
}

/**
 * Records a transfer and, in the same statement, reads what the sender had sent that day
 * before it (the statement's snapshot does not see its own insert). Called after the
 * sender's accounts are locked, so the snapshot holds every transfer of theirs committed
 * before; one that commits later waits on those locks.
 */
export async function insertTransferReadingDay(
  db: Db,
  t: TransferRow,
  timeZone: string,
): Promise<{ transferId: bigint; usedBefore: bigint }> {
  const row = await db
    .with('added', (qb) =>
      qb
        .insertInto('wallet_transfer')
        .values({
          company_code: t.companyCode,
          from_member_id: t.fromMemberId,
          to_member_id: t.toMemberId,
          from_account: t.fromAccount,
          to_account: t.toAccount,
          amount: t.amount,
          currency: t.currency,
          remark: t.remark,
          journal_id: t.journalId,
          created_at: t.at,
        })
        .returning('id'),
    )
    .selectFrom('added')
    .select((eb) => [
      'added.id',
      eb
        .selectFrom('wallet_transfer')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
        .where('from_member_id', '=', t.fromMemberId)
        .where('created_at', '>=', dayStart(t.at, timeZone))
        .as('used_before'),
    ])
    .executeTakeFirstOrThrow();
  return { transferId: row.id, usedBefore: BigInt(row.used_before ?? 0) };
}
