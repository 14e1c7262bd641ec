import { formatMinor } from '@portal/contract';
import type { Trx } from '../../../db/transaction.js';
import { noticeMembers } from '../../message/index.js';
import {
  findCyclesToFollowUp,
  findPaidTotals,
  findPromotions,
  holdCycleForFollowUp,
  markFollowedUp,
  promoteFromStates,
} from './close-follow-up.repository.js';

/**
 * What follows a committed close, once: the member rows take the ranks and awards it stored,
 * then the message centre's notices. Each member the close paid hears of it with their cycle
 * total (every bonus type together, as the journal credits it); each member raised hears of
 * the new rank and of the new highest award (codes compare as plain text, as they are stored).
 * Everything is read from what the close committed (its member states and lines, the cycle's
 * currency and close time), so rows and texts are those the close itself would have written.
 * Runs in `trx`: the job of the committed close, the close's own transaction when no job queue
 * was given, or the company's next close when the job has not run yet. Answers false, changing
 * nothing, when the cycle is not closed or its follow-up was done.
 */
export async function followUpClose(
  trx: Trx,
  companyCode: string,
  cycle: string,
  doneAt: Date,
): Promise<boolean> {
  const row = await holdCycleForFollowUp(trx, companyCode, cycle);
  if (row?.state !== 'closed' || row.followed_up_at !== null) return false;
  await promoteFromStates(trx, companyCode, cycle);
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
  await markFollowedUp(trx, companyCode, cycle, doneAt);
  return true;
}

/**
 * A close starts from the member rows its company's last close raised: a follow-up still to do
 * (its job queued, failed or not yet run) is done first, in the close's transaction.
 */
export async function followUpEarlierCloses(trx: Trx, companyCode: string, at: Date) {
  for (const cycle of await findCyclesToFollowUp(trx, companyCode)) {
    await followUpClose(trx, companyCode, cycle, at);
  }
}
