import type { MemberAccount } from '@portal/contract';
import type { Expression } from 'kysely';
import { AppError } from '../../lib/app-error.js';
import { memberAccounts, type Currency } from './accounts.service.js';
import {
  writeEntry,
  type AlongsideWrite,
  type NamedWrite,
  writeEntryToMembers,
  type EntryValues,
  type MemberPostingColumns,
} from './journal.repository.js';
import { ledgerRefusalError } from './sql-refusal.js';
import { lockOrder, planJournal, type AccountState, type PostingLine } from './journal-plan.js';
import type { Trx } from '../../db/transaction.js';
import { lockAccountRows, lockMemberAccountRows } from './ledger.repository.js';
import {
  accountStatesOfJson,
  memberAccountsLockJson,
  type LockedAccountJson,
} from './account-lock.repository.js';
import type { LedgerJournalType } from './ledger.tables.js';

export type { AlongsideWrite, LockedAccountJson, NamedWrite };

export interface JournalInput {
  companyCode: string;
  type: LedgerJournalType;
  postings: PostingLine[];
  /** what the entry is about, e.g. { type: 'withdrawal', id: '42' } */
  ref?: { type: string; id: string };
  memo?: string;
  /** 'member:12', 'operator:alice', 'seed', … */
  createdBy: string;
  at: Date;
}

export interface PostedJournal {
  journalId: bigint;
  /** the balance each account of the entry has now (hot accounts left out: not known here) */
  balances: Map<bigint, bigint>;
  /** what the statement answered of the caller's writes (`read`), else null */
  read: unknown;
}

/**
 * Accounts locked (FOR UPDATE, in id order) by one transaction, with their current balances.
 * Only this module makes one, so postJournal can trust it and skip locking again.
 */
export class LockedAccounts {
  readonly #trx: Trx;
  readonly rows: Map<bigint, AccountState>;
  constructor(trx: Trx, rows: AccountState[]) {
    this.#trx = trx;
    this.rows = new Map(rows.map((r) => [r.id, r]));
  }
  covers(trx: Trx, ids: bigint[]): boolean {
    return this.#trx === trx && ids.every((id) => this.rows.has(id));
  }
  /** Whether a member's account of a kind is among them. */
  holds(memberId: number, kind: MemberAccount): boolean {
    return [...this.rows.values()].some((r) => r.memberId === memberId && r.kind === kind);
  }
  /** A member's account of a kind, e.g. to build postings after locking by owner. */
  of(memberId: number, kind: MemberAccount): AccountState {
    const found = [...this.rows.values()].find((r) => r.memberId === memberId && r.kind === kind);
    if (!found) throw new Error(`account ${kind} of member ${memberId} is not locked`);
    return found;
  }
}

/** Locks accounts before a caller reads what depends on them (e.g. today's transfers). */
export async function lockAccounts(
  trx: Trx,
  accountIds: Iterable<bigint>,
): Promise<LockedAccounts> {
  return new LockedAccounts(trx, await lockAccountRows(trx, lockOrder(accountIds)));
}

/**
 * Locks members' accounts by owner and kind in one statement, opening any not yet there.
 * `alsoIds`: other accounts the caller's journal posts to (a company's), locked in the same
 * statement and id order, so postJournal needs no second lock round trip.
 */
export async function lockMemberAccounts(
  trx: Trx,
  currency: Currency,
  wanted: Array<{ memberId: number; companyCode: string; kinds: readonly MemberAccount[] }>,
  alsoIds: readonly bigint[] = [],
): Promise<LockedAccounts> {
  const expected = wanted.reduce((n, w) => n + w.kinds.length, 0) + new Set(alsoIds).size;
  let rows = await lockMemberAccountRows(trx, wanted, alsoIds);
  if (rows.length < expected) {
    for (const w of wanted)
      await memberAccounts(trx, { id: w.memberId, companyCode: w.companyCode }, currency);
    rows = await lockMemberAccountRows(trx, wanted, alsoIds);
  }
  return new LockedAccounts(trx, rows);
}

/** One member's accounts of some kinds and other accounts by id, to lock for a journal. */
export interface MemberAccountsWanted {
  memberId: number;
  kinds: readonly MemberAccount[];
  alsoIds: readonly bigint[];
}

/**
 * `lockMemberAccounts` (one member, accounts already open) as an expression another module's
 * statement reads, so its lock needs no round trip of its own; `lockedAccountsFrom` makes its
 * answer the LockedAccounts postJournal trusts.
 */
export function lockMemberAccountsQuery(wanted: MemberAccountsWanted) {
  return memberAccountsLockJson(wanted.memberId, wanted.kinds, wanted.alsoIds);
}

/**
 * The accounts `lockMemberAccountsQuery` locked in `trx`, or undefined when any is missing (not
 * yet open): the caller then locks them with `lockMemberAccounts`, which opens them.
 */
export function lockedAccountsFrom(
  trx: Trx,
  wanted: MemberAccountsWanted,
  rows: LockedAccountJson[],
): LockedAccounts | undefined {
  const expected = wanted.kinds.length + new Set(wanted.alsoIds).size;
  if (rows.length < expected) return undefined;
  return new LockedAccounts(trx, accountStatesOfJson(rows));
}

/**
 * THE way money moves: every caller (withdrawals, adjustments, orders, bonus runs, seeds)
 * posts through here, inside its own transaction. Accounts are locked in id order (unless the
 * caller already did; hot company accounts are never locked, their change is appended and
 * rolled up by ledgerRollupJob), the entry is checked (balanced per currency, no member below
 * zero), then the entry, its postings and the new balances are written together in one
 * statement. A transfer takes the same door in SQL: `ledger_post` (migration 0041) applies
 * these rules inside the one statement that is the whole transfer.
 */
export async function postJournal(
  trx: Trx,
  input: JournalInput,
  locked?: LockedAccounts,
  /** the caller's own writes, made by the entry's statement (written only if it is) */
  alongside?: readonly AlongsideWrite[],
  /** what the statement answers of them (read after them, as `PostedJournal.read`) */
  read?: Expression<unknown>,
): Promise<PostedJournal> {
  const ids = input.postings.map((p) => p.accountId);
  const held = locked?.covers(trx, ids) ? locked : await lockAccounts(trx, ids);
  const plan = planJournal(input.postings, [...held.rows.values()]);
  if (!plan.ok) {
    if (plan.problem === 'overdrawn' && plan.account.memberId !== null) {
      throw new AppError('insufficientBalance', { details: { account: plan.account.kind } });
    }
    // a caller built a wrong journal: a bug, never the member's fault
    const detail = 'detail' in plan ? plan.detail : plan.account.kind;
    throw new Error(`journal ${input.type} refused: ${plan.problem} ${detail}`);
  }
  const written = await writeEntry(
    trx,
    entryValuesOf(input),
    plan.postings,
    plan.deltas,
    alongside,
    read,
  );
  const journalId = written.id;
  const kept = plan.deltas.filter((d) => !d.hot);
  for (const d of kept) held.rows.get(d.accountId)!.balance = d.balance;
  const balances = new Map(kept.map((d) => [d.accountId, d.balance]));
  return { journalId, balances, read: written.read ?? null };
}

/** The entry row's values, as both doors write them. */
function entryValuesOf(input: Omit<JournalInput, 'postings'>): EntryValues {
  return {
    companyCode: input.companyCode,
    type: input.type,
    refType: input.ref?.type ?? null,
    refId: input.ref?.id ?? null,
    memo: input.memo ?? null,
    createdBy: input.createdBy,
    at: input.at,
  };
}

/** A journal whose postings are mostly to members' accounts, named by owner and kind. */
export interface MembersJournalInput extends Omit<JournalInput, 'postings'> {
  currency: Currency;
  /** the postings to accounts known by id (a company's), written first */
  postings: PostingLine[];
  /** then one posting per element, in this order */
  toMembers: MemberPostingColumns;
  /** the account kinds opened for each member named who lacks them (as accountsOfMembers) */
  open: readonly MemberAccount[];
}

/**
 * postJournal's door for a journal to many members at once (the bonus close's), in one
 * statement: `ledger_post_to_members` (migrations 0074, 0080) opens the members' missing accounts and
 * applies planJournal's rules where the rows are (test/ledger/post-to-members.test.ts holds
 * the two side by side), so no account row travels to Node and back. Refusals as postJournal's.
 */
export async function postJournalToMembers(trx: Trx, input: MembersJournalInput): Promise<bigint> {
  try {
    return await writeEntryToMembers(
      trx,
      {
        ...entryValuesOf(input),
        currency: input.currency.code,
        minorUnit: input.currency.minorUnit,
      },
      input.postings,
      input.toMembers,
      input.open,
    );
  } catch (error) {
    throw ledgerRefusalError(error);
  }
}
