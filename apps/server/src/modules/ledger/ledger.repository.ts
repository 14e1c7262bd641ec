import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  COMPANY_ACCOUNTS,
  MEMBER_ACCOUNTS,
  type CompanyAccount,
  type MemberAccount,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { AccountState } from './journal-plan.js';
import type { AccountKind } from './ledger.tables.js';

export interface AccountRow {
  id: bigint;
  kind: MemberAccount | CompanyAccount;
  currency: string;
  minor_unit: number;
  balance: bigint;
}

const accountColumns = ['id', 'kind', 'currency', 'minor_unit', 'balance'] as const;

/**
 * The money accounts only: a member's or company's points accounts (docs/vacation-points.md
 * "On the ledger") sit in the same table but are never part of a wallet's reads.
 */
const memberMoney = [...MEMBER_ACCOUNTS];
const companyMoney = [...COMPANY_ACCOUNTS];

export function findMemberAccountRows(db: Db, memberId: number): Promise<AccountRow[]> {
  return db
    .selectFrom('ledger_account')
    .select(accountColumns)
    .where('member_id', '=', memberId)
    .where('kind', 'in', memberMoney)
    .orderBy('id')
    .$narrowType<{ kind: MemberAccount }>()
    .execute();
}

/** As one array parameter, not a list of them: a bonus close asks for 250,000 members at once. */
export function findAccountRowsOfMembers(db: Db, memberIds: number[]) {
  return db
    .selectFrom('ledger_account')
    .select(['member_id', ...accountColumns])
    .where(sql<boolean>`member_id = any(${memberIds}::integer[])`)
    .where('kind', 'in', memberMoney)
    .$narrowType<{ kind: MemberAccount }>()
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

/**
 * `findCompanyAccountRows` as a sub-select for another module's read, the company and the
 * currency given as expressions (columns of the row it is embedded in); ids and balances as
 * text, so they come back exact through JSON (`companyAccountsOf` parses them).
 */
export function companyAccountRowsQuery(
  db: Db,
  companyCode: Expression<string>,
  currency: Expression<string>,
) {
  return db
    .selectFrom('ledger_account')
    .select([
      sql<string>`id::text`.as('id'),
      'kind',
      'currency',
      'minor_unit',
      sql<string>`balance::text`.as('balance'),
    ])
    .where('member_id', 'is', null)
    .where('company_code', '=', companyCode)
    .where('currency', '=', currency)
    .where('kind', 'in', companyMoney);
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
    .where('kind', 'in', companyMoney)
    .$narrowType<{ kind: CompanyAccount }>()
    .execute();
}

export async function insertCompanyAccountRows(
  db: Db,
  owner: { companyCode: string; currency: string; minorUnit: number },
  kinds: ReadonlyArray<{ kind: CompanyAccount; allowNegative: boolean; hot: boolean }>,
): Promise<void> {
  await db
    .insertInto('ledger_account')
    .values(
      kinds.map(({ kind, allowNegative, hot }) => ({
        hot,
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

const lockColumns = [
  'id',
  'currency',
  'balance',
  'member_id',
  'kind',
  'allow_negative',
  'hot',
] as const;

function toState(r: {
  id: bigint;
  currency: string;
  balance: bigint;
  member_id: number | null;
  kind: AccountKind;
  allow_negative: boolean;
  hot: boolean;
}): AccountState {
  return {
    id: r.id,
    currency: r.currency,
    balance: r.balance,
    memberId: r.member_id,
    kind: r.kind,
    allowNegative: r.allow_negative,
    hot: r.hot,
  };
}

type Where = (eb: ExpressionBuilder<Database, 'ledger_account'>) => Expression<SqlBool>;

/**
 * Row locks in ascending id order on the accounts `which` picks, in one statement; the hot
 * ones among them are read without a lock (nothing reads their balance: see migration 0035),
 * so every payment of a company does not queue on its sales and tax rows.
 */
async function lockWhere(trx: Trx, which: Where): Promise<AccountState[]> {
  const rows = await trx
    .with('locked', (db) =>
      db
        .selectFrom('ledger_account')
        .select(lockColumns)
        .where(which)
        .where('hot', '=', false)
        .orderBy('id')
        .forUpdate(),
    )
    .selectFrom('locked')
    .selectAll()
    .unionAll(
      trx.selectFrom('ledger_account').select(lockColumns).where(which).where('hot', '=', true),
    )
    .execute();
  return rows.map(toState).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Row locks in ascending id order: the one order every transaction takes them in. */
export async function lockAccountRows(trx: Trx, orderedIds: bigint[]): Promise<AccountState[]> {
  if (orderedIds.length === 0) return [];
  // one array parameter, however many accounts (a bonus close locks one per paid member)
  return lockWhere(trx, () => sql<SqlBool>`id = any(${orderedIds.map(String)}::bigint[])`);
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
  return lockWhere(trx, (eb) =>
    eb.or([
      ...wanted.map((w) =>
        eb.and([eb('member_id', '=', w.memberId), eb('kind', 'in', [...w.kinds])]),
      ),
      ...(alsoIds.length ? [eb('id', 'in', [...alsoIds])] : []),
    ]),
  );
}

/** Folds every committed pending change into its hot account's row, in one statement. */
export async function rollUpPendingRows(db: Db): Promise<number> {
  const { rows } = await sql<{ id: bigint }>`
    with gone as (delete from ledger_pending returning account_id, amount),
    sums as (select account_id, sum(amount)::bigint as total from gone group by account_id)
    update ledger_account a set balance = a.balance + s.total
      from sums s where a.id = s.account_id
    returning a.id`.execute(db);
  return rows.length;
}

/** Company accounts with their whole balance: the row's plus its pending changes. */
export function findCompanyBalanceRows(db: Db, companyCode: string) {
  return db
    .selectFrom('ledger_account as a')
    .select([
      'a.id',
      'a.kind',
      'a.currency',
      'a.minor_unit',
      sql<bigint>`a.balance + coalesce((select sum(q.amount) from ledger_pending q where q.account_id = a.id), 0)::bigint`.as(
        'balance',
      ),
    ])
    .where('a.member_id', 'is', null)
    .where('a.company_code', '=', companyCode)
    .where('a.kind', 'in', companyMoney)
    .orderBy('a.id')
    .$narrowType<{ kind: CompanyAccount }>()
    .execute();
}
