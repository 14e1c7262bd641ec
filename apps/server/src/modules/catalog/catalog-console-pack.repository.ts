import type { Platform } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { containing, productNameOfP, skusWithProduct } from './catalog-select.repository.js';

const CHOICE_COLUMNS = [
  's.id as sku_id',
  's.code as sku_code',
  's.label',
  'p.id as product_id',
  'p.code as product_code',
] as const;

export interface CandidateFilter {
  companyCode: string;
  platform: Platform;
  text?: string;
}

/** Published SKUs of the company's published products of one platform that are not packs. */
export async function packCandidatePage(
  db: Db,
  f: CandidateFilter,
  page: { offset: number; limit: number },
) {
  let base = skusWithProduct(db)
    .where('p.company_code', '=', f.companyCode)
    .where('p.platform', '=', f.platform)
    .where('p.kind', '<>', 'pack')
    .where('p.active', '=', true)
    .where('s.active', '=', true);
  if (f.text) {
    const pattern = containing(f.text);
    base = base.where((eb) =>
      eb.or([
        eb('p.code', 'ilike', pattern),
        eb('s.code', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('product_text as t')
            .whereRef('t.product_id', '=', 'p.id')
            .where('t.name', 'ilike', pattern),
        ),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(CHOICE_COLUMNS)
      .select(productNameOfP.as('name'))
      .orderBy('p.sort')
      .orderBy('p.id')
      .orderBy('s.sort')
      .orderBy('s.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A pack's choices in the order members see them, published or not. */
export function packChoiceRows(db: Db | Trx, packId: number) {
  return skusWithProduct(db)
    .innerJoin('pack_choice as c', 'c.sku_id', 's.id')
    .select(CHOICE_COLUMNS)
    .select(['s.active as sku_active', 'p.active as product_active'])
    .select(productNameOfP.as('name'))
    .where('c.pack_product_id', '=', packId)
    .orderBy('c.sort')
    .orderBy('s.id')
    .execute();
}

/** What a pack's choice is checked for: the SKUs by id with their product's owner and state. */
export function choiceFacts(trx: Trx, skuIds: number[]) {
  return skusWithProduct(trx)
    .select([
      's.id',
      's.code',
      's.active',
      'p.active as product_active',
      'p.kind',
      'p.company_code',
      'p.platform',
    ])
    .where('s.id', 'in', skuIds)
    .execute();
}

/** Replaces a pack's choices with these SKUs, in this order. */
export async function replacePackChoices(trx: Trx, packId: number, skuIds: number[]) {
  await trx.deleteFrom('pack_choice').where('pack_product_id', '=', packId).execute();
  if (skuIds.length === 0) return;
  await trx
    .insertInto('pack_choice')
    .values(skuIds.map((sku_id, sort) => ({ pack_product_id: packId, sku_id, sort })))
    .execute();
}

export async function setPackTotal(trx: Trx, packId: number, total: number) {
  await trx
    .updateTable('product')
    .set({ pack_total_qty: total })
    .where('id', '=', packId)
    .execute();
}
