import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { PromotionTierAwardTable } from './promotion.tables.js';

type Q = Db | Trx;

/** Any company's promotion, for the operator and the settling job. */
export function findPromotionById(db: Q, id: number) {
  return db.selectFrom('promotion').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Goal promotions that ended before business day `day` and are not yet settled. */
export function findUnsettledEnded(db: Q, day: string) {
  return db
    .selectFrom('promotion')
    .select('id')
    .where('kind', '!=', 'alphaspin')
    .where('ends_on', '<', day)
    .where('settled_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function markSettled(db: Q, id: number, at: Date) {
  await db
    .updateTable('promotion')
    .set({ settled_at: at })
    .where('id', '=', id)
    .where('settled_at', 'is', null)
    .execute();
}

/**
 * Claims a member's tier prize: the row is written first and the unique key (promotion,
 * member, tier) lets only one writer through; undefined when it was already claimed.
 */
export function claimTierAward(trx: Trx, row: Insertable<PromotionTierAwardTable>) {
  return trx
    .insertInto('promotion_tier_award')
    .values(row)
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'tier_index']).doNothing())
    .returning(['id'])
    .executeTakeFirst();
}

export async function setTierAward(
  trx: Trx,
  id: bigint,
  award: PromotionTierAwardTable['award'],
  journalId: bigint | null,
) {
  await trx
    .updateTable('promotion_tier_award')
    .set({ award, journal_id: journalId })
    .where('id', '=', id)
    .execute();
}

/** The member's tier awards in a promotion, for the page's "paid" / "pending". */
export function tierAwardsOf(db: Q, promotionId: number, memberId: number) {
  return db
    .selectFrom('promotion_tier_award')
    .select(['tier_index', 'award'])
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .execute();
}

/** Spin and tier prizes for the operator: all, or only those still to hand out. */
export async function listPrizes(db: Q, pendingOnly: boolean, limit: number) {
  let spins = db
    .selectFrom('promotion_spin as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .select(['s.id', 's.promotion_id', 'm.login_name', 's.prize', 's.award', 's.created_at'])
    .where('s.award', '!=', 'none');
  let tiers = db
    .selectFrom('promotion_tier_award as a')
    .innerJoin('member as m', 'm.id', 'a.member_id')
    .select(['a.id', 'a.promotion_id', 'm.login_name', 'a.prize', 'a.award', 'a.created_at']);
  if (pendingOnly) {
    spins = spins.where('s.award', '=', 'pending');
    tiers = tiers.where('a.award', '=', 'pending');
  }
  const [s, t] = await Promise.all([
    spins.orderBy('s.id').limit(limit).execute(),
    tiers.orderBy('a.id').limit(limit).execute(),
  ]);
  return [
    ...s.map((r) => ({ ...r, ref: `spin:${r.id}` })),
    ...t.map((r) => ({ ...r, ref: `tier:${r.id}` })),
  ];
}

/** Marks a pending product prize handed out; false when it is not pending (or not there). */
export async function fulfilPrize(
  trx: Trx,
  ref: { table: 'promotion_spin' | 'promotion_tier_award'; id: bigint },
  by: string,
  note: string | null,
  at: Date,
) {
  return trx
    .updateTable(ref.table)
    .set({ award: 'fulfilled', fulfilled_at: at, fulfilled_by: by, fulfil_note: note })
    .where('id', '=', ref.id)
    .where('award', '=', 'pending')
    .returning(['member_id', 'promotion_id', 'prize'])
    .executeTakeFirst();
}
