import { slotIndexOf, spinMessage, type Prize, type SpinAnswer } from '@portal/contract';
import type { Trx } from '../../db/transaction.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { companyCurrency } from '../bonus/index.js';
import { accountsOfMembers, companyAccounts, postJournal, runIdempotent } from '../ledger/index.js';
import { factsOf } from './promotion-facts.js';
import { rulesOf, spinsEarned } from './promotion-rules.js';
import { advanceSeat, ensureSeat, holdSeat, insertSpin } from './promotion.repository.js';
import { isRunning, ownPromotion, spinRecordOf } from './promotion.service.js';
import { hmacSha256Hex, newSeed } from './spin-seed.js';

/** E-wallet credit: the company's bonus expense pays the member's bonus account. */
async function creditPrize(
  trx: Trx,
  member: MemberContext,
  amount: bigint,
  ref: string,
  at: Date,
): Promise<bigint> {
  const { currency: code, minorUnit } = await companyCurrency(trx, member.companyCode);
  const currency = { code, minorUnit };
  const company = await companyAccounts(trx, member.companyCode, currency);
  const mine = (
    await accountsOfMembers(
      trx,
      [{ id: member.memberId, companyCode: member.companyCode }],
      currency,
    )
  ).get(member.memberId)!;
  const posted = await postJournal(trx, {
    companyCode: member.companyCode,
    type: 'promotionPrize',
    postings: [
      { accountId: company.bonusExpense.id, amount: -amount },
      { accountId: mine.bonus.id, amount },
    ],
    ref: { type: 'promotionSpin', id: ref },
    memo: `alphaspin ${ref}`,
    createdBy: `member:${member.memberId}`,
    at,
  });
  return posted.journalId;
}

const awardOf = (prize: Prize) =>
  prize.kind === 'ewallet' ? 'credited' : prize.kind === 'none' ? 'none' : 'pending';

/**
 * One alphaspin spin, at most once per Idempotency-Key. Under the member's locked seat: the
 * spins earned are counted again from the paid orders, so two spins racing for the last one
 * cannot both win; the digest of the committed seed draws the slot; an e-wallet prize is
 * posted in the same transaction as the spin's record; then the seed is revealed in the
 * answer and a new one committed.
 */
export async function spin(
  deps: AppDeps,
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
      const journalId =
        slot.prize.kind === 'ewallet'
          ? await creditPrize(trx, member, BigInt(slot.prize.amountMinor), ref, at)
          : null;
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
        award: awardOf(slot.prize),
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
