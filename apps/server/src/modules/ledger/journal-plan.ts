import type { AccountKind } from './ledger.tables.js';

/** One line of a journal to post: signed minor units, positive = money into the account. */
export interface PostingLine {
  accountId: bigint;
  amount: bigint;
}

/** What the plan needs to know of a locked account. */
export interface AccountState {
  id: bigint;
  currency: string;
  balance: bigint;
  memberId: number | null;
  kind: AccountKind;
  allowNegative: boolean;
  /** a hot company account: not locked, its change appended rather than its row updated */
  hot?: boolean;
}

export interface PlannedPosting extends PostingLine {
  /** null on a hot account, whose balance read without a lock is not the true one */
  balanceAfter: bigint | null;
}

export type JournalPlan =
  | {
      ok: true;
      postings: PlannedPosting[];
      /** each account's change, in account id order (`balance` is meaningless when `hot`) */
      deltas: Array<{ accountId: bigint; delta: bigint; balance: bigint; hot: boolean }>;
    }
  | {
      ok: false;
      problem: 'tooFewPostings' | 'zeroAmount' | 'unknownAccount' | 'unbalanced';
      detail: string;
    }
  | { ok: false; problem: 'overdrawn'; account: AccountState; shortBy: bigint };

/**
 * Checks a journal against its accounts (locked by the caller) and computes the balances it
 * leaves: two or more non-zero postings, summing to zero per currency, no account that must
 * stay at or above zero going below it. Pure, so it can be tested exhaustively.
 */
export function planJournal(lines: PostingLine[], accounts: AccountState[]): JournalPlan {
  if (lines.length < 2) return { ok: false, problem: 'tooFewPostings', detail: `${lines.length}` };
  if (lines.some((l) => l.amount === 0n)) return { ok: false, problem: 'zeroAmount', detail: '' };
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const sums = new Map<string, bigint>();
  const running = new Map<bigint, bigint>();
  const postings: PlannedPosting[] = [];
  for (const line of lines) {
    const account = byId.get(line.accountId);
    if (!account) return { ok: false, problem: 'unknownAccount', detail: `${line.accountId}` };
    sums.set(account.currency, (sums.get(account.currency) ?? 0n) + line.amount);
    const balanceAfter = (running.get(account.id) ?? account.balance) + line.amount;
    running.set(account.id, balanceAfter);
    postings.push({ ...line, balanceAfter: account.hot ? null : balanceAfter });
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) return { ok: false, problem: 'unbalanced', detail: `${currency} ${sum}` };
  }
  const deltas = [...running.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([accountId, balance]) => ({
      accountId,
      balance,
      delta: balance - byId.get(accountId)!.balance,
      hot: byId.get(accountId)!.hot === true,
    }));
  for (const { accountId, balance } of deltas) {
    const account = byId.get(accountId)!;
    // a hot account always allows negative (a database check): its balance is not known here
    if (balance < 0n && !account.allowNegative) {
      return { ok: false, problem: 'overdrawn', account, shortBy: -balance };
    }
  }
  return { ok: true, postings, deltas };
}

/** Account ids in the one order every transaction locks them in, so none waits in a circle. */
export function lockOrder(ids: Iterable<bigint>): bigint[] {
  return [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
