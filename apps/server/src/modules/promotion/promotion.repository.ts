import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { PromotionSpinTable, PromotionTable } from './promotion.tables.js';

type Q = Db | Trx;

/** The company's promotions whose window holds business day `day` (YYYY-MM-DD). */
export function findRunning(db: Q, companyCode: string, day: string) {
  return db
    .selectFrom('promotion')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('starts_on', '<=', day)
    .where('ends_on', '>=', day)
    .orderBy('ends_on')
    .orderBy('id')
    .execute();
}

/** One promotion of the company; another company's answers as missing. */
export function findPromotion(db: Q, companyCode: string, id: number) {
  return db
    .selectFrom('promotion')
    .selectAll()
    .where('id', '=', id)
    .where('company_code', '=', companyCode)
    .executeTakeFirst();
}

/** Inserts a promotion; undefined when the company already has one with its code. */
export function insertPromotion(db: Q, row: Insertable<PromotionTable>) {
  return db
    .insertInto('promotion')
    .values(row)
    .onConflict((oc) => oc.columns(['company_code', 'code']).doNothing())
    .returning(['id'])
    .executeTakeFirst();
}

/** The member's seat, made with the first committed seed when missing (idempotent). */
export async function ensureSeat(
  db: Q,
  promotionId: number,
  memberId: number,
  seed: { serverSeed: string; commitment: string },
) {
  await db
    .insertInto('promotion_seat')
    .values({
      promotion_id: promotionId,
      member_id: memberId,
      server_seed: seed.serverSeed,
      commitment: seed.commitment,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
    .execute();
}

/** The seat, locked for the spin's transaction: two spins of one member take turns. */
export function holdSeat(trx: Trx, promotionId: number, memberId: number) {
  return trx
    .selectFrom('promotion_seat')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function findSeat(db: Q, promotionId: number, memberId: number) {
  return db
    .selectFrom('promotion_seat')
    .select(['commitment', 'spins_used'])
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function advanceSeat(
  trx: Trx,
  promotionId: number,
  memberId: number,
  next: { serverSeed: string; commitment: string; spinsUsed: number },
) {
  await trx
    .updateTable('promotion_seat')
    .set({ server_seed: next.serverSeed, commitment: next.commitment, spins_used: next.spinsUsed })
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .execute();
}

export function insertSpin(trx: Trx, row: Insertable<PromotionSpinTable>) {
  return trx.insertInto('promotion_spin').values(row).execute();
}

export function findSpins(db: Q, promotionId: number, memberId: number, limit: number) {
  return db
    .selectFrom('promotion_spin')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .orderBy('nonce', 'desc')
    .limit(limit)
    .execute();
}

export async function insertAudit(
  db: Q,
  e: { operator: string; command: string; target: string | null; outcome: 'ok' | 'refused' },
  detail: Record<string, unknown>,
) {
  await db
    .insertInto('promotion_audit')
    .values({ ...e, detail: JSON.stringify(detail) })
    .execute();
}

/** Whether the company exists and already has a promotion with this code. */
export async function promotionCodeTaken(db: Q, companyCode: string, code: string) {
  const [company, taken] = await Promise.all([
    db.selectFrom('company').select('code').where('code', '=', companyCode).executeTakeFirst(),
    db
      .selectFrom('promotion')
      .select('id')
      .where('company_code', '=', companyCode)
      .where('code', '=', code)
      .executeTakeFirst(),
  ]);
  return { company, taken };
}

/** The company's tiered (goal) promotions whose window holds `day` and not yet settled. */
export function findUnsettledGoalsOn(db: Q, companyCode: string, day: string) {
  return db
    .selectFrom('promotion')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('kind', '!=', 'alphaspin')
    .where('starts_on', '<=', day)
    .where('ends_on', '>=', day)
    .where('settled_at', 'is', null)
    .orderBy('ends_on')
    .orderBy('id')
    .execute();
}
