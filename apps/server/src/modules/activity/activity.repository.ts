import type { Platform } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Trx } from '../../db/transaction.js';

/** Slides of a company and platform that are live at `now`, in display order. */
export function findLiveCarousel(db: Db, companyCode: string, platform: Platform, now: Date) {
  return db
    .selectFrom('carousel_item')
    .select(['id', 'title', 'image_url', 'link_url'])
    .where('company_code', '=', companyCode)
    .where('platform', '=', platform)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function insertBusinessLog(
  db: Db,
  entry: {
    memberId: number;
    companyCode: string;
    action: string;
    detail: Record<string, unknown>;
    ip: string | null;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('business_log')
    .values({
      member_id: entry.memberId,
      company_code: entry.companyCode,
      action: entry.action,
      detail: JSON.stringify(entry.detail),
      ip: entry.ip,
      created_at: entry.at,
    })
    .execute();
}

/** Deletes a company's slides and writes the given ones (carousel:set), in the caller's trx. */
export async function replaceCompanyCarousel(
  trx: Trx,
  companyCode: string,
  rows: Insertable<Database['carousel_item']>[],
): Promise<void> {
  await trx.deleteFrom('carousel_item').where('company_code', '=', companyCode).execute();
  if (rows.length > 0) await trx.insertInto('carousel_item').values(rows).execute();
}
