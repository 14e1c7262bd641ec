import { DEFAULT_LANGUAGE, type Locale } from '@portal/contract';
import type { Db } from '../../db/client.js';

export async function companyExists(db: Db, companyCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('company')
    .select('code')
    .where('code', '=', companyCode)
    .executeTakeFirst();
  return row !== undefined;
}

/** The page in `locale`, else in the default language (en); undefined when neither exists. */
export function findPage(db: Db, companyCode: string, pageCode: string, locale: Locale) {
  return db
    .selectFrom('public_page')
    .select(['company_code', 'page_code', 'locale', 'title', 'body_html', 'updated_at'])
    .where('company_code', '=', companyCode)
    .where('page_code', '=', pageCode)
    .where('locale', 'in', [locale, DEFAULT_LANGUAGE])
    .orderBy((eb) => eb('locale', '=', locale), 'desc')
    .limit(1)
    .executeTakeFirst();
}
