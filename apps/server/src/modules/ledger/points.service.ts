import type { Trx } from '../../db/transaction.js';
import type { Currency } from './accounts.service.js';
import type { AlongsideWrite } from './journal.repository.js';
import { LockedAccounts, postJournal } from './ledger.service.js';
import type { Expression } from 'kysely';
import {
  pointsAccountStates,
  pointsAccountsFromJson,
  pointsAccountsJson,
  pointsAccountsOf,
  type PointsAccountIds,
  type PointsAccountJson,
} from './points.repository.js';

/** Vacation points on the ledger: their own currency, whole points (docs/vacation-points.md). */
export const POINTS_CURRENCY: Currency = { code: 'VPT', minorUnit: 0 };

export interface PointsPosting {
  memberId: number;
  /** signed whole points: positive = into the member's account */
  change: bigint;
  at: Date;
  /** the history entry's kind (earn, refund, flush, spend, return) */
  kind: string;
  orderNo: string | null;
}

/**
 * Posts one movement of a member's points as a balanced journal between their points account
 * and their company's points issued account, in the caller's transaction, through postJournal:
 * the member's account is locked and can never go below zero (insufficientBalance). Answers
 * the member's points balance after it. The vacation service's movePoints is the only caller.
 * `known`: the accounts as the caller's statement read and locked them (pointsAccountsQuery),
 * so the journal takes no lock of its own; `alongside`: the caller's writes, made by the
 * journal's statement.
 */
export async function postPoints(
  trx: Trx,
  move: PointsPosting,
  known?: KnownPointsAccounts,
  alongside?: readonly AlongsideWrite[],
): Promise<bigint> {
  const found = known && pointsAccountsFromJson(known.rows);
  const accounts = found ?? (await pointsAccountsOf(trx, move.memberId, POINTS_CURRENCY));
  // locked by the caller's statement in this transaction, as postJournal would lock them
  const locked =
    found && known ? new LockedAccounts(trx, pointsAccountStates(known.rows)) : undefined;
  const { balances } = await postJournal(
    trx,
    {
      companyCode: accounts.companyCode,
      type: 'vacationPoints',
      postings: [
        { accountId: accounts.member, amount: move.change },
        { accountId: accounts.company, amount: -move.change },
      ],
      ref: move.orderNo ? { type: 'vacationPointsOrder', id: move.orderNo } : undefined,
      memo: move.kind,
      createdBy: 'vacationPoints',
      at: move.at,
    },
    locked,
    alongside,
  );
  return balances.get(accounts.member)!;
}

/** A member's points accounts as another module's statement read them (`pointsAccountsQuery`). */
export interface KnownPointsAccounts {
  rows: PointsAccountJson[];
}

/**
 * The member's points accounts as an expression for the caller's own statement, locked by it
 * as postJournal would lock them (the caller's transaction holds them from then on); postPoints
 * takes its answer as `known` and neither reads nor locks them again (it opens them when either
 * is missing, and then locks them itself).
 */
export function pointsAccountsQuery(memberId: number): Expression<PointsAccountJson[]> {
  return pointsAccountsJson(memberId, POINTS_CURRENCY.code);
}

export type { PointsAccountIds };
