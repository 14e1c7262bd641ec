import { sql } from 'kysely';
import type { Trx } from '../../db/transaction.js';
import type { AccountState } from './journal-plan.js';
import { accountStatesOfJson } from './account-lock.repository.js';
import {
  COMPANY_POINTS_ACCOUNT,
  MEMBER_POINTS_ACCOUNT,
  type AccountKind,
} from './ledger.tables.js';

export interface PointsAccountIds {
  companyCode: string;
  /** the member's points account */
  member: bigint;
  /** their company's points issued account, the other side of every movement */
  company: bigint;
}

/** The member's points account and their company's points issued account, where both exist. */
async function findPointsAccounts(
  trx: Trx,
  memberId: number,
  currency: string,
): Promise<PointsAccountIds | null> {
  const { rows } = await sql<{ id: bigint; member_id: number | null; company_code: string }>`
    select a.id, a.member_id, a.company_code
    from member m
    join ledger_account a on a.currency = ${currency} and (
      (a.member_id = m.id and a.kind = ${MEMBER_POINTS_ACCOUNT}) or
      (a.member_id is null and a.company_code = m.company_code and a.kind = ${COMPANY_POINTS_ACCOUNT}))
    where m.id = ${memberId}`.execute(trx);
  return bothOf(rows);
}

/**
 * `findPointsAccounts` as an expression another statement reads (the vacation balance's hold),
 * which also locks them as postJournal would: the member's account FOR UPDATE (in id order),
 * the company's hot one read without a lock. Each row comes with what postJournal's plan
 * needs, ids and balances as text so they come back exact (`pointsAccountsFromJson`), so the
 * journal that follows takes no lock round trip of its own.
 */
export function pointsAccountsJson(memberId: number, currency: string) {
  const owned = (hot: boolean) => sql`
    select a.id, a.member_id, a.company_code, a.kind, a.currency, a.balance, a.allow_negative, a.hot
    from member m
    join ledger_account a on a.currency = ${currency} and a.hot = ${hot} and (
      (a.member_id = m.id and a.kind = ${MEMBER_POINTS_ACCOUNT}) or
      (a.member_id is null and a.company_code = m.company_code and a.kind = ${COMPANY_POINTS_ACCOUNT}))
    where m.id = ${memberId}`;
  return sql<PointsAccountJson[]>`(
    select coalesce(json_agg(json_build_object(
      'id', a.id::text, 'member_id', a.member_id, 'company_code', a.company_code, 'kind', a.kind,
      'currency', a.currency, 'balance', a.balance::text, 'allow_negative', a.allow_negative,
      'hot', a.hot)), '[]')
    from (select * from (${owned(false)} order by a.id for update of a) l
      union all ${owned(true)}) a)`;
}

export interface PointsAccountJson {
  id: string;
  member_id: number | null;
  company_code: string;
  kind: string;
  currency: string;
  balance: string;
  allow_negative: boolean;
  hot: boolean;
}

/** Both accounts from `pointsAccountsJson`'s rows, or null when either is missing. */
export function pointsAccountsFromJson(rows: PointsAccountJson[]): PointsAccountIds | null {
  return bothOf(rows.map((r) => ({ ...r, id: BigInt(r.id) })));
}

/** The same rows as postJournal's plan reads locked accounts (the ledger lock's mapping). */
export function pointsAccountStates(rows: PointsAccountJson[]): AccountState[] {
  return accountStatesOfJson(rows.map((r) => ({ ...r, kind: r.kind as AccountKind })));
}

function bothOf(
  rows: { id: bigint; member_id: number | null; company_code: string }[],
): PointsAccountIds | null {
  const member = rows.find((r) => r.member_id !== null);
  const company = rows.find((r) => r.member_id === null);
  return member && company
    ? { companyCode: company.company_code, member: BigInt(member.id), company: BigInt(company.id) }
    : null;
}

/**
 * Both points accounts of a member, opened on first use (idempotent: two first movements at
 * once end up with the same accounts). The company's side is hot, like its sales account:
 * every earning of every member posts to it, so it is never locked and may go below zero.
 */
export async function pointsAccountsOf(
  trx: Trx,
  memberId: number,
  currency: { code: string; minorUnit: number },
): Promise<PointsAccountIds> {
  const found = await findPointsAccounts(trx, memberId, currency.code);
  if (found) return found;
  await sql`
    insert into ledger_account (company_code, member_id, kind, currency, minor_unit, allow_negative, hot)
    select m.company_code, null::integer, ${COMPANY_POINTS_ACCOUNT}::text, ${currency.code}::text,
      ${currency.minorUnit}::smallint, true, true
      from member m where m.id = ${memberId}
    union all
    select m.company_code, m.id, ${MEMBER_POINTS_ACCOUNT}::text, ${currency.code}::text,
      ${currency.minorUnit}::smallint, false, false
      from member m where m.id = ${memberId}
    on conflict do nothing`.execute(trx);
  const opened = await findPointsAccounts(trx, memberId, currency.code);
  if (!opened) throw new Error(`points accounts of member ${memberId} could not be opened`);
  return opened;
}
