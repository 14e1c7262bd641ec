import { slotIndexOf, spinMessage, type SpinAnswer } from '@portal/contract';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { runIdempotent } from '../ledger/index.js';
import { awardPrize } from './prize-award.service.js';
import { factsOf } from './promotion-facts.js';
import { rulesOf, spinsEarned } from './promotion-rules.js';
import { advanceSeat, ensureSeat, holdSeat, insertSpin } from './promotion.repository.js';
import { isRunning, ownPromotion, spinRecordOf } from './promotion.service.js';
import { hmacSha256Hex, newSeed } from './spin-seed.js';

/**
 * One alphaspin spin, at most once per Idempotency-Key. Under the member's locked seat: the
 * spins earned are counted again from the paid orders, so two spins racing for the last one
 * cannot both win; the digest of the committed seed draws the slot; the prize is awarded
 * (awardPrize) in the same transaction as the spin's record; then the seed is revealed in the
 * answer and a new one committed.
 */
export async function spin(
  deps: DbClockDeps,
  member: MemberContext,
  id: number,
  clientSeed: string,
  idempotencyKey: string,
): Promise<SpinAnswer> {
  const row = await ownPromotion(deps.db, member, id);
  if (row.kind !== 'alphaspin') throw new AppError('promotionNotFound');
  const at = deps.now();
  return runIdempotent(deps.db, {
    scope: `member:${member.memberId}`,
    key: idempotencyKey,
    request: { call: 'promotion.spin', promotionId: id, clientSeed },
    at,
    run: async (trx) => {
      if (!isRunning(row, at)) throw new AppError('promotionNotRunning');
      const rules = rulesOf(row.kind, row.rules);
      if (!('slots' in rules)) throw new AppError('promotionNotFound');
      await ensureSeat(trx, row.id, member.memberId, newSeed());
      const seat = await holdSeat(trx, row.id, member.memberId);
      const facts = await factsOf(trx, member.memberId, row, null);
      const earned = spinsEarned(rules, facts.orderBv);
      if (seat.spins_used >= earned) throw new AppError('noSpinsLeft');
      const nonce = seat.spins_used + 1;
      const digest = hmacSha256Hex(seat.server_seed, spinMessage(clientSeed, nonce));
      const slotIndex = slotIndexOf(
        digest,
        rules.slots.map((s) => s.weight),
      );
      const slot = rules.slots[slotIndex]!;
      const ref = `${row.id}:${member.memberId}:${nonce}`;
      const { award, journalId } = await awardPrize(
        trx,
        member,
        slot.prize,
        {
          kind: 'promotionSpin',
          ref,
          title: row.title,
          createdBy: `member:${member.memberId}`,
        },
        at,
      );
      const record = {
        promotion_id: row.id,
        member_id: member.memberId,
        nonce,
        client_seed: clientSeed,
        server_seed: seat.server_seed,
        commitment: seat.commitment,
        slot_index: slotIndex,
        prize: JSON.stringify(slot.prize),
        label: slot.label,
        award,
        journal_id: journalId,
        created_at: at,
      } as const;
      await insertSpin(trx, record);
      const next = newSeed();
      await advanceSeat(trx, row.id, member.memberId, { ...next, spinsUsed: nonce });
      return {
        spin: spinRecordOf({ ...record, id: 0n, prize: slot.prize }),
        nextCommitment: next.commitment,
        left: Math.max(0, earned - nonce),
      };
    },
  });
}
