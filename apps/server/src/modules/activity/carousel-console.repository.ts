import type { Db } from '../../db/client.js';

/** Every slide of a company, live or not, both platforms, in display order. */
export function findCompanyCarousel(db: Db, companyCode: string) {
  return db
    .selectFrom('carousel_item')
    .select(['title', 'image_url', 'link_url', 'platform', 'starts_at', 'ends_at'])
    .where('company_code', '=', companyCode)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
