import { sql } from 'kysely';
import type { CompanyAccount, MemberAccount } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { AccountState } from './journal-plan.js';

export interface AccountRow {
  id: bigint;
  kind: MemberAccount | CompanyAccount;
  currency: string;
  minor_unit: number;
  balance: bigint;
}

const accountColumns = ['id', 'kind', 'currency', 'minor_unit', 'balance'] as const;

export function findMemberAccountRows(db: Db, memberId: number): Promise<AccountRow[]> {
  return db
    .selectFrom('ledger_account')
    .select(accountColumns)
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
}

/** As one array parameter, not a list of them: a bonus close asks for 250,000 members at once. */
export function findAccountRowsOfMembers(db: Db, memberIds: number[]) {
  return db
    .selectFrom('ledger_account')
    .select(['member_id', ...accountColumns])
    .where(sql<boolean>`member_id = any(${memberIds}::integer[])`)
    .execute();
}

export interface MemberAccountOwner {
  companyCode: string;
  memberId: number;
  currency: string;
  minorUnit: number;
}

/**
 * Opens each owner's accounts of the kinds, in owner then kind order, from arrays (unnest): one
 * parameter per column however many owners (a bonus close opens them for every member it pays).
 */
export async function insertMemberAccountRows(
  db: Db,
  owners: MemberAccountOwner[],
  kinds: readonly MemberAccount[],
): Promise<void> {
  if (owners.length === 0) return;
  await sql`
    insert into ledger_account (company_code, member_id, kind, currency, minor_unit)
    select u.company_code, u.member_id, k.kind, u.currency, u.minor_unit
    from unnest(${owners.map((o) => o.companyCode)}::text[], ${owners.map((o) => o.memberId)}::integer[],
      ${owners.map((o) => o.currency)}::text[], ${owners.map((o) => o.minorUnit)}::integer[])
      with ordinality as u(company_code, member_id, currency, minor_unit, n)
    cross join unnest(${[...kinds]}::text[]) with ordinality as k(kind, m)
    order by u.n, k.m
    on conflict (member_id, kind) where member_id is not null do nothing`.execute(db);
}

export function findCompanyAccountRows(
  db: Db,
  companyCode: string,
  currency: string,
): Promise<AccountRow[]> {
  return db
    .selectFrom('ledger_account')
    .select(accountColumns)
    .where('member_id', 'is', null)
    .where('company_code', '=', companyCode)
    .where('currency', '=', currency)
    .execute();
}

export async function insertCompanyAccountRows(
  db: Db,
  owner: { companyCode: string; currency: string; minorUnit: number },
  kinds: ReadonlyArray<{ kind: CompanyAccount; allowNegative: boolean }>,
): Promise<void> {
  await db
    .insertInto('ledger_account')
    .values(
      kinds.map(({ kind, allowNegative }) => ({
        company_code: owner.companyCode,
        member_id: null,
        kind,
        currency: owner.currency,
        minor_unit: owner.minorUnit,
        allow_negative: allowNegative,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['company_code', 'kind', 'currency']).where('member_id', 'is', null).doNothing(),
    )
    .execute();
}

const lockColumns = ['id', 'currency', 'balance', 'member_id', 'kind', 'allow_negative'] as const;

function toState(r: {
  id: bigint;
  currency: string;
  balance: bigint;
  member_id: number | null;
  kind: AccountRow['kind'];
  allow_negative: boolean;
}): AccountState {
  return {
    id: r.id,
    currency: r.currency,
    balance: r.balance,
    memberId: r.member_id,
    kind: r.kind,
    allowNegative: r.allow_negative,
  };
}

/** Row locks in ascending id order: the one order every transaction takes them in. */
export async function lockAccountRows(trx: Trx, orderedIds: bigint[]): Promise<AccountState[]> {
  if (orderedIds.length === 0) return [];
  const rows = await trx
    .selectFrom('ledger_account')
    .select(lockColumns)
    .where(sql<boolean>`id = any(${orderedIds.map(String)}::bigint[])`)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map(toState);
}

/**
 * Locks members' accounts found by owner and kind, and any accounts named by id (`alsoIds`),
 * in id order, in one statement.
 */
export async function lockMemberAccountRows(
  trx: Trx,
  wanted: Array<{ memberId: number; kinds: readonly MemberAccount[] }>,
  alsoIds: readonly bigint[] = [],
): Promise<AccountState[]> {
  const rows = await trx
    .selectFrom('ledger_account')
    .select(lockColumns)
    .where((eb) =>
      eb.or([
        ...wanted.map((w) =>
          eb.and([eb('member_id', '=', w.memberId), eb('kind', 'in', [...w.kinds])]),
        ),
        ...(alsoIds.length ? [eb('id', 'in', [...alsoIds])] : []),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map(toState);
}
