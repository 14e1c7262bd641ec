import { formatMinor, type Prize, type PrizeAward } from '@portal/contract';
import type { Trx } from '../../db/transaction.js';
import { companyCurrency } from '../bonus/index.js';
import { accountsOfMembers, companyAccounts, postJournal } from '../ledger/index.js';
import { noticeMembers, type Notice } from '../message/index.js';
import { creditPoints, type PointsKind } from '../points/index.js';
import { titleIn } from './promotion-rules.js';

export interface PrizeWinner {
  memberId: number;
  companyCode: string;
}

/** Where a prize comes from: a spin (`promotionSpin`) or a goal tier (`promotionTier`). */
export interface PrizeSource {
  kind: PointsKind;
  /** unique per kind: `promotion:member:nonce` or `promotion:member:tier` */
  ref: string;
  /** the promotion's title per language: the notice is in the member's, the memo in English */
  title: Record<string, string>;
  createdBy: string;
}

/** E-wallet credit: the company's bonus expense pays the member's bonus account. */
async function creditMoney(
  trx: Trx,
  to: PrizeWinner,
  amount: bigint,
  source: PrizeSource,
  at: Date,
): Promise<{ journalId: bigint; notice: Notice }> {
  const { currency: code, minorUnit } = await companyCurrency(trx, to.companyCode);
  const currency = { code, minorUnit };
  const company = await companyAccounts(trx, to.companyCode, currency);
  const mine = (
    await accountsOfMembers(trx, [{ id: to.memberId, companyCode: to.companyCode }], currency)
  ).get(to.memberId)!;
  const posted = await postJournal(trx, {
    companyCode: to.companyCode,
    type: 'promotionPrize',
    postings: [
      { accountId: company.bonusExpense.id, amount: -amount },
      { accountId: mine.bonus.id, amount },
    ],
    ref: { type: source.kind, id: source.ref },
    memo: `${titleIn(source.title, 'en')} ${source.ref}`,
    createdBy: source.createdBy,
    at,
  });
  const params = { amount: formatMinor(amount, minorUnit), currency: code };
  return {
    journalId: posted.journalId,
    notice: { kind: 'prizeCredited', params },
  };
}

/**
 * Awards one prize in the caller's transaction (the spin's or the settlement's), so the prize
 * and its record commit together or not at all: e-wallet money through the ledger, points into
 * the member's points ledger, a product left `pending` for an operator to hand out (it needs a
 * delivery the member has not chosen; docs/promotions.md). The member is told in the message
 * centre, in the same transaction.
 */
export async function awardPrize(
  trx: Trx,
  to: PrizeWinner,
  prize: Prize,
  source: PrizeSource,
  at: Date,
): Promise<{ award: PrizeAward; journalId: bigint | null }> {
  let award: PrizeAward = 'none';
  let journalId: bigint | null = null;
  let notice: Notice | null = null;
  const promotion = titleIn(source.title, 'en');
  if (prize.kind === 'ewallet') {
    ({ journalId, notice } = await creditMoney(trx, to, BigInt(prize.amountMinor), source, at));
    award = 'credited';
  } else if (prize.kind === 'points') {
    await creditPoints(trx, {
      ...to,
      kind: source.kind,
      ref: source.ref,
      points: BigInt(prize.points),
      memo: `${promotion} ${source.ref}`,
      at,
    });
    award = 'credited';
    notice = { kind: 'pointsCredited', params: { points: prize.points } };
  } else if (prize.kind === 'product') {
    award = 'pending';
    notice = { kind: 'prizeWon', params: { name: prize.name } };
  }
  if (notice) {
    const recipient = { memberId: to.memberId, params: notice.params };
    await noticeMembers(trx, at, notice.kind, [recipient], { promotion: source.title });
  }
  return { award, journalId };
}
