import type { Prize } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { membersPaidBetween } from '../order/index.js';
import { sponsorsWithJoinsBetween } from '../registration/index.js';
import { awardPrize } from './prize-award.service.js';
import {
  claimTierAward,
  findPromotionById,
  markSettled,
  setTierAward,
} from './prize.repository.js';
import { factsOf } from './promotion-facts.js';
import { businessDay, goalValue, rulesOf, windowOf } from './promotion-rules.js';

/** Why a promotion cannot be settled, for the operator. */
export class SettleRefused extends Error {}

export interface SettledPrize {
  memberId: number;
  tier: string;
  prize: string;
  award: string;
}

/**
 * Pays an ended goal promotion's tier prizes: every member of its company who
 * reached a tier gets that tier's prize through awardPrize, each (member, tier) in its own
 * transaction under the unique key, so a rerun, a retry or a second worker pays nothing
 * twice. Progress is read as the page reads it, from the paid orders and joins of the window.
 * Answers what this run paid (empty on a rerun).
 */
export async function settlePromotion(
  db: Db,
  id: number,
  by: string,
  now: Date,
): Promise<SettledPrize[]> {
  const row = await findPromotionById(db, id);
  if (!row) throw new SettleRefused(`no promotion ${id}`);
  if (row.kind === 'alphaspin') throw new SettleRefused(`promotion ${id} is an alphaspin`);
  if (row.ends_on >= businessDay(now)) {
    throw new SettleRefused(`promotion ${id} runs until ${row.ends_on}; settle it after`);
  }
  const rules = rulesOf(row.kind, row.rules);
  if ('slots' in rules) throw new SettleRefused(`promotion ${id} has no tiers`);
  const { from, to } = windowOf(row.starts_on, row.ends_on);
  const members =
    rules.goal.metric === 'newSponsored'
      ? await sponsorsWithJoinsBetween(db, row.company_code, from, to)
      : await membersPaidBetween(db, row.company_code, from, to);
  const paid: SettledPrize[] = [];
  for (const memberId of members) {
    const value = goalValue(rules.goal, await factsOf(db, memberId, row, rules.goal));
    for (const [index, tier] of rules.tiers.entries()) {
      if (value < tier.target) break;
      const award = await inTransaction(db, async (trx) => {
        const claimed = await claimTierAward(trx, {
          promotion_id: row.id,
          member_id: memberId,
          tier_index: index,
          label: tier.label,
          prize: JSON.stringify(tier.prize),
          award: 'pending',
          journal_id: null,
          created_at: now,
        });
        if (!claimed) return null;
        const to = { memberId, companyCode: row.company_code };
        const ref = `${row.id}:${memberId}:${index}`;
        const source = { kind: 'promotionTier' as const, ref, title: row.title, createdBy: by };
        const done = await awardPrize(trx, to, tier.prize, source, now);
        // a "none" prize in a tier is nothing to hand out: recorded as credited
        const state = done.award === 'pending' ? 'pending' : 'credited';
        await setTierAward(trx, claimed.id, state, done.journalId);
        return state;
      });
      if (award) paid.push({ memberId, tier: tier.label, prize: prizeText(tier.prize), award });
    }
  }
  await markSettled(db, row.id, now);
  return paid;
}

export function prizeText(prize: Prize): string {
  switch (prize.kind) {
    case 'ewallet':
      return `e-wallet ${prize.amountMinor} (minor units)`;
    case 'points':
      return `${prize.points} points`;
    case 'product':
      return `product ${prize.sku} ${prize.name}`;
    case 'none':
      return 'none';
  }
}
