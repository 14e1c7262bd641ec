import {
  COMPANY_ACCOUNTS,
  MEMBER_ACCOUNTS,
  NON_NEGATIVE_COMPANY_ACCOUNTS,
  type CompanyAccount,
  type MemberAccount,
} from '@portal/contract';
import type { Expression } from 'kysely';
import type { Db } from '../../db/client.js';
import {
  companyAccountRowsQuery,
  findAccountRowsOfMembers,
  findCompanyAccountRows,
  findCompanyBalanceRows,
  findMemberAccountRows,
  insertCompanyAccountRows,
  insertMemberAccountRows,
  type AccountRow,
} from './ledger.repository.js';
import { insertAccountsOfMembersJoined } from './joined-accounts.repository.js';

/** The currency a company keeps its members' money in. */
export interface Currency {
  code: string;
  minorUnit: number;
}

/**
 * Company accounts every order payment or refund posts to: appended to, never locked
 * (migration 0035, docs/ARCHITECTURE.md "Hot company accounts"). None has a floor to keep.
 */
export const HOT_COMPANY_ACCOUNTS: readonly CompanyAccount[] = [
  'sales',
  'taxPayable',
  'shippingIncome',
  'paymentClearing',
];

export type MemberAccounts = Record<MemberAccount, AccountRow>;
export type CompanyAccounts = Record<CompanyAccount, AccountRow>;

function byKind<K extends string>(
  rows: AccountRow[],
  kinds: readonly K[],
): Record<K, AccountRow> | null {
  const found = new Map(rows.map((r) => [r.kind as string, r]));
  if (!kinds.every((k) => found.has(k))) return null;
  return Object.fromEntries(kinds.map((k) => [k, found.get(k)!])) as Record<K, AccountRow>;
}

/**
 * A member's three accounts, opened on first use in the company's currency. Opening is
 * idempotent, so two first requests at once both end up with the same accounts.
 */
export async function memberAccounts(
  db: Db,
  member: { id: number; companyCode: string },
  currency: Currency,
): Promise<MemberAccounts> {
  const existing = byKind(await findMemberAccountRows(db, member.id), MEMBER_ACCOUNTS);
  if (existing) return existing;
  await insertMemberAccountRows(
    db,
    [
      {
        companyCode: member.companyCode,
        memberId: member.id,
        currency: currency.code,
        minorUnit: currency.minorUnit,
      },
    ],
    MEMBER_ACCOUNTS,
  );
  const opened = byKind(await findMemberAccountRows(db, member.id), MEMBER_ACCOUNTS);
  if (!opened) throw new Error(`member ${member.id} accounts could not be opened`);
  return opened;
}

/**
 * New members' three accounts, opened as they join, in the joining transaction (registration,
 * the seed): the accounts a first wallet use or a bonus close would otherwise open, the same
 * kinds in the company's currency, opened once here so a weekly close paying the newly joined
 * does not open them itself. Those paths still open a missing account (a member from before
 * this, or one made another way), so this saves work and decides nothing.
 */
export function openJoinedMemberAccounts(db: Db, memberIds: number[]): Promise<void> {
  return insertAccountsOfMembersJoined(db, memberIds, MEMBER_ACCOUNTS);
}

/**
 * Many members' accounts at once (seeds, bonus runs), opened where missing: one read when every
 * member has them (each weekly close after the first), three statements whatever the count
 * otherwise. Only the members without their accounts are named to the insert: an insert that
 * meets an existing account (`on conflict do nothing`) still checks its key, which for a close
 * paying 250,000 members was 750,000 checks of accounts that were all there.
 */
export async function accountsOfMembers(
  db: Db,
  members: Array<{ id: number; companyCode: string }>,
  currency: Currency,
): Promise<Map<number, MemberAccounts>> {
  if (members.length === 0) return new Map();
  const found = accountsByMember(
    await findAccountRowsOfMembers(
      db,
      members.map((m) => m.id),
    ),
  );
  const missing = members.filter((m) => !found.has(m.id));
  if (missing.length > 0) {
    await insertMemberAccountRows(
      db,
      missing.map((m) => ({
        companyCode: m.companyCode,
        memberId: m.id,
        currency: currency.code,
        minorUnit: currency.minorUnit,
      })),
      MEMBER_ACCOUNTS,
    );
    const opened = await findAccountRowsOfMembers(
      db,
      missing.map((m) => m.id),
    );
    for (const [id, mine] of accountsByMember(opened)) found.set(id, mine);
  }
  return new Map(
    members.map((m) => {
      const mine = found.get(m.id);
      if (!mine) throw new Error(`member ${m.id} accounts could not be opened`);
      return [m.id, mine];
    }),
  );
}

/** The members whose rows hold every account kind, with them by kind. */
function accountsByMember(
  rows: Array<AccountRow & { member_id: number | null }>,
): Map<number, MemberAccounts> {
  // grouped once: a filter of all rows per member was quadratic at a bonus close's scale
  const ofMember = new Map<number, AccountRow[]>();
  for (const r of rows) {
    const list = ofMember.get(r.member_id!) ?? [];
    list.push(r);
    ofMember.set(r.member_id!, list);
  }
  const out = new Map<number, MemberAccounts>();
  for (const [id, list] of ofMember) {
    const mine = byKind(list, MEMBER_ACCOUNTS);
    if (mine) out.set(id, mine);
  }
  return out;
}

/**
 * The company's accounts as a sub-select for another module's read (an order's payment reads
 * them with the order, before its transaction); `companyAccountsOf` makes them accounts.
 */
export const companyAccountsQuery = (
  db: Db,
  companyCode: Expression<string>,
  currency: Expression<string>,
) => companyAccountRowsQuery(db, companyCode, currency);

/** A row of `companyAccountsQuery` as it comes back through JSON. */
export interface CompanyAccountJson {
  id: string;
  kind: string;
  currency: string;
  minor_unit: number;
  balance: string;
}

/**
 * The company's accounts from rows `companyAccountRowsQuery` read (embedded in another read),
 * or null when any is missing (the caller then opens them with companyAccounts). Account ids
 * never change, so rows read before the caller's transaction name the same accounts.
 */
export function companyAccountsOf(rows: CompanyAccountJson[] | null): CompanyAccounts | null {
  const parsed = (rows ?? []).map((r) => ({
    id: BigInt(r.id),
    kind: r.kind as CompanyAccount,
    currency: r.currency,
    minor_unit: r.minor_unit,
    balance: BigInt(r.balance),
  }));
  return byKind(parsed, COMPANY_ACCOUNTS);
}

/**
 * A company's own accounts in its currency, opened on first use. A hot account's `balance`
 * here is only its rolled-up part: read companyAccountBalances for the whole.
 */
export async function companyAccounts(
  db: Db,
  companyCode: string,
  currency: Currency,
): Promise<CompanyAccounts> {
  const existing = byKind(
    await findCompanyAccountRows(db, companyCode, currency.code),
    COMPANY_ACCOUNTS,
  );
  if (existing) return existing;
  await insertCompanyAccountRows(
    db,
    { companyCode, currency: currency.code, minorUnit: currency.minorUnit },
    COMPANY_ACCOUNTS.map((kind) => ({
      kind,
      allowNegative: !NON_NEGATIVE_COMPANY_ACCOUNTS.includes(kind),
      hot: HOT_COMPANY_ACCOUNTS.includes(kind),
    })),
  );
  const opened = byKind(
    await findCompanyAccountRows(db, companyCode, currency.code),
    COMPANY_ACCOUNTS,
  );
  if (!opened) throw new Error(`company ${companyCode} accounts could not be opened`);
  return opened;
}

/** A member's accounts as they stand, none opened: the read behind the balance calls. */
export function memberAccountBalances(db: Db, memberId: number): Promise<AccountRow[]> {
  return findMemberAccountRows(db, memberId);
}

/** A company's accounts with their whole balances (a hot account's pending changes added). */
export function companyAccountBalances(db: Db, companyCode: string): Promise<AccountRow[]> {
  return findCompanyBalanceRows(db, companyCode);
}
