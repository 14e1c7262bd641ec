import { formatMinor } from '@portal/contract';
import type { Trx } from '../../../db/transaction.js';
import { noticeMembers } from '../../message/index.js';
import {
  findPaidTotals,
  findPromotions,
  holdCycleForNotices,
  markNoticesSent,
} from './close-notice.repository.js';

/**
 * Message centre: the notices of a closed cycle, once. Each member the close paid hears of it
 * with their cycle total; each member it raised hears of the new rank and of the new highest
 * award (codes compare as plain text, as they are stored). Everything is read from what the
 * close committed (its lines, its promotions, the cycle's currency and close time), so the
 * texts are those the close itself would have written. Runs in `trx`: the job of the committed
 * close, or the close's own transaction when no job queue was given. Answers false, writing
 * nothing, when the cycle is not closed or its notices were already written.
 */
export async function sendCloseNotices(
  trx: Trx,
  companyCode: string,
  cycle: string,
  sentAt: Date,
): Promise<boolean> {
  const row = await holdCycleForNotices(trx, companyCode, cycle);
  if (row?.state !== 'closed' || row.notices_sent_at !== null) return false;
  const at = row.closed_at!;
  const currency = row.currency!;
  const minorUnit = row.minor_unit!;
  const paid = (await findPaidTotals(trx, companyCode, cycle)).map((p) => ({
    memberId: p.member_id,
    params: { cycle, amount: formatMinor(BigInt(p.amount), minorUnit), currency },
  }));
  await noticeMembers(trx, at, 'bonusPaid', paid);
  const promoted = await findPromotions(trx, companyCode, cycle);
  const rose = (from: string, to: string) => from < to;
  const ranks = promoted
    .filter((p) => rose(p.rank_from, p.rank_to))
    .map((p) => ({ memberId: p.member_id, params: { cycle, rank: p.rank_to } }));
  const awards = promoted
    .filter((p) => rose(p.award_from, p.award_to))
    .map((p) => ({ memberId: p.member_id, params: { cycle, award: p.award_to } }));
  await noticeMembers(trx, at, 'rankReached', ranks);
  await noticeMembers(trx, at, 'awardReached', awards);
  await markNoticesSent(trx, companyCode, cycle, sentAt);
  return true;
}
