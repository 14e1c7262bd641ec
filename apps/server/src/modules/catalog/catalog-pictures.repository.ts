import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';

/** A product's pictures in the shop's order: the first is its main picture. */
export function productPictures(db: Db | Trx, productId: number) {
  return db
    .selectFrom('product_image')
    .select(['id', 'url'])
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The product a picture belongs to, or undefined. */
export function pictureProductId(db: Db | Trx, pictureId: number) {
  return db
    .selectFrom('product_image')
    .select('product_id')
    .where('id', '=', pictureId)
    .executeTakeFirst();
}

/** Adds a picture after the product's others. */
export async function insertPicture(trx: Trx, productId: number, url: string) {
  await trx
    .insertInto('product_image')
    .values({
      product_id: productId,
      url,
      sort: sql<number>`(select coalesce(max(sort), -1) + 1 from product_image where product_id = ${productId})`,
    })
    .execute();
}

export async function deletePicture(trx: Trx, pictureId: number) {
  await trx.deleteFrom('product_image').where('id', '=', pictureId).execute();
}

/** Numbers the product's pictures 0, 1, 2… in the order of `ids`. */
export async function setPictureOrder(trx: Trx, productId: number, ids: number[]) {
  for (const [sort, id] of ids.entries()) {
    await trx
      .updateTable('product_image')
      .set({ sort })
      .where('id', '=', id)
      .where('product_id', '=', productId)
      .execute();
  }
}

/** Of `urls`, those a product's picture has. */
export async function productPictureUrlsIn(db: Db, urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const rows = await db
    .selectFrom('product_image')
    .select('url')
    .distinct()
    .where('url', 'in', urls)
    .execute();
  return rows.map((row) => row.url);
}
