import type { Prize } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { takeStockByCode } from '../catalog/index.js';
import {
  prizeText,
  settlePromotion,
  SettleRefused,
  type SettledPrize,
} from './prize-settle.service.js';
import {
  findPromotionById,
  findUnsettledEnded,
  fulfilPrize,
  listPrizes,
} from './prize.repository.js';
import { businessDay } from './promotion-rules.js';
import { insertAudit } from './promotion.repository.js';

export { SettleRefused };

/** `promo:prizes [--pending]`: spin and tier prizes, oldest first, with their refs. */
export async function prizesForOps(db: Db, pendingOnly: boolean, limit = 500) {
  const rows = await listPrizes(db, pendingOnly, limit);
  return rows.map((r) => ({
    ref: r.ref,
    promotionId: r.promotion_id,
    member: r.login_name,
    prize: prizeText(r.prize),
    award: r.award,
    at: r.created_at.toISOString(),
  }));
}

/** `promo:settle <id>`: settles now, audited either way; answers what this run paid. */
export async function settlePromotionAudited(
  db: Db,
  operator: string,
  id: number,
  now: Date,
): Promise<SettledPrize[]> {
  const base = { operator, command: 'promo:settle', target: String(id) };
  try {
    const paid = await settlePromotion(db, id, `operator:${operator}`, now);
    await insertAudit(db, { ...base, outcome: 'ok' }, { paid: paid.length });
    return paid;
  } catch (error) {
    if (error instanceof SettleRefused) {
      await insertAudit(db, { ...base, outcome: 'refused' }, { error: error.message });
    }
    throw error;
  }
}

const REF = /^(spin|tier):(\d{1,18})$|^(\d{1,18})$/;

/** What handing a prize out did to the catalogue's stock. */
export type PrizeStock =
  { sku: string; outcome: 'taken'; left: number } | { sku: string; outcome: 'notInCatalogue' };

/**
 * `promo:fulfil <ref>`: an operator handed a pending product prize out (shipped, or given at a
 * branch; the note says how). `ref` is `spin:<id>`, `tier:<id>` or a bare spin id. A prize
 * whose SKU code is in the promotion company's catalogue takes one unit of its stock in the
 * same transaction, and is refused when none is left; another code (a trip) takes nothing.
 * Audited either way.
 */
export async function fulfilPrizeAudited(
  db: Db,
  operator: string,
  ref: string,
  note: string | null,
  now: Date,
): Promise<PrizeStock | null> {
  const base = { operator, command: 'promo:fulfil', target: ref };
  try {
    const m = REF.exec(ref);
    if (!m) throw new SettleRefused(`not a prize ref: ${ref} (spin:<id>, tier:<id> or <spinId>)`);
    const table = m[1] === 'tier' ? 'promotion_tier_award' : 'promotion_spin';
    const id = BigInt(m[2] ?? m[3]!);
    return await inTransaction(db, async (trx) => {
      const row = await fulfilPrize(trx, { table, id }, `operator:${operator}`, note, now);
      if (!row) throw new SettleRefused(`${ref} is not a pending prize`);
      const stock = await takePrizeStock(trx, row.promotion_id, row.prize);
      await insertAudit(trx, { ...base, outcome: 'ok' }, { note, memberId: row.member_id, stock });
      return stock;
    });
  } catch (error) {
    if (error instanceof SettleRefused) {
      await insertAudit(db, { ...base, outcome: 'refused' }, { error: error.message });
    }
    throw error;
  }
}

async function takePrizeStock(trx: Trx, promotionId: number, prize: Prize) {
  if (prize.kind !== 'product') return null;
  const { company_code: company } = (await findPromotionById(trx, promotionId))!;
  const taken = await takeStockByCode(trx, company, prize.sku, 1);
  if (taken.outcome === 'short') {
    throw new SettleRefused(`${prize.sku} is out of stock (${taken.stock} left); restock it first`);
  }
  const stock: PrizeStock =
    taken.outcome === 'taken'
      ? { sku: prize.sku, outcome: 'taken', left: taken.left }
      : { sku: prize.sku, outcome: 'notInCatalogue' };
  return stock;
}

/** Settles every goal promotion that has ended and is not settled yet. */
export async function settleEndedPromotions(db: Db, now: Date): Promise<number> {
  let paid = 0;
  for (const { id } of await findUnsettledEnded(db, businessDay(now))) {
    paid += (await settlePromotion(db, id, 'job:promotion_settle', now)).length;
  }
  return paid;
}
