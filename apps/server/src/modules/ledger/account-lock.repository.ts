import { sql } from 'kysely';
import type { MemberAccount } from '@portal/contract';
import type { AccountState } from './journal-plan.js';
import type { AccountKind } from './ledger.tables.js';

/**
 * `lockMemberAccountRows` for one member as an expression of another module's statement (the
 * order's lock for its payment): the same rows locked the same way (non-hot ones FOR UPDATE in
 * id order, hot ones read without a lock), answered as JSON rows, ids and balances as text so
 * they come back exact (`accountStatesOfJson`).
 */
export function memberAccountsLockJson(
  memberId: number,
  kinds: readonly MemberAccount[],
  alsoIds: readonly bigint[],
) {
  const ids = alsoIds.map(String);
  const picked = (hot: boolean) => sql`
    select id, currency, balance, member_id, kind, allow_negative, hot from ledger_account
    where ((member_id = ${memberId} and kind = any(${[...kinds]}::text[]))
      or id = any(${ids}::bigint[])) and hot = ${hot}`;
  return sql<LockedAccountJson[]>`(
    select coalesce(json_agg(json_build_object('id', a.id::text, 'currency', a.currency,
      'balance', a.balance::text, 'member_id', a.member_id, 'kind', a.kind,
      'allow_negative', a.allow_negative, 'hot', a.hot)), '[]')
    from (select * from (${picked(false)} order by id for update) l
      union all ${picked(true)}) a)`;
}

/** A row of `memberAccountsLockJson` as it comes back through JSON. */
export interface LockedAccountJson {
  id: string;
  currency: string;
  balance: string;
  member_id: number | null;
  kind: AccountKind;
  allow_negative: boolean;
  hot: boolean;
}

export function accountStatesOfJson(rows: LockedAccountJson[]): AccountState[] {
  return rows
    .map((r) => ({
      id: BigInt(r.id),
      currency: r.currency,
      balance: BigInt(r.balance),
      memberId: r.member_id,
      kind: r.kind,
      allowNegative: r.allow_negative,
      hot: r.hot,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
