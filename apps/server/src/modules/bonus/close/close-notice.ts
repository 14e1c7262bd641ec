import { formatMinor } from '@portal/contract';
import type { Trx } from '../../../db/transaction.js';
import type { BonusLine } from '../engine/index.js';
import { noticeMembers } from '../../message/index.js';
import type { Promotion } from './results.repository.js';

/**
 * Message centre: each member a close pays hears of it, in the close's transaction,
 * with their cycle total (every bonus type together, as the journal credits it).
 */
export async function noticeBonusPaid(
  trx: Trx,
  cycle: string,
  lines: readonly BonusLine[],
  currency: { currency: string; minorUnit: number },
  at: Date,
): Promise<void> {
  const totals = new Map<number, bigint>();
  for (const l of lines) {
    if (l.amountMinor <= 0n) continue;
    const id = Number(l.memberId);
    totals.set(id, (totals.get(id) ?? 0n) + l.amountMinor);
  }
  const recipients = [...totals].map(([memberId, amount]) => ({
    memberId,
    params: { cycle, amount: formatMinor(amount, currency.minorUnit), currency: currency.currency },
  }));
  await noticeMembers(trx, at, 'bonusPaid', recipients);
}

/**
 * Message centre: a member the close raises hears of the new rank and of the new
 * highest award, in the close's transaction. Codes compare as plain text, as they are stored.
 */
export async function noticeStandingReached(
  trx: Trx,
  cycle: string,
  promoted: readonly Promotion[],
  at: Date,
): Promise<void> {
  const rose = (from: string, to: string) => from < to;
  const ranks = promoted
    .filter((p) => rose(p.rank_from, p.rank_to))
    .map((p) => ({ memberId: p.member_id, params: { cycle, rank: p.rank_to } }));
  const awards = promoted
    .filter((p) => rose(p.award_from, p.award_to))
    .map((p) => ({ memberId: p.member_id, params: { cycle, award: p.award_to } }));
  await noticeMembers(trx, at, 'rankReached', ranks);
  await noticeMembers(trx, at, 'awardReached', awards);
}
