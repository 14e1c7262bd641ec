import { PAGE_CODES, PAGE_HTML_TAGS, type CompanyCode, type Locale } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { PublicPageTable } from '../modules/page/page.tables.js';
import type { Db } from '../db/client.js';
import { PAGE_LOCALES, PAGE_TEMPLATES, RETURN_WINDOW_DAYS } from './data/page-companies.js';
import { assertAllowedHtml, escapeHtml } from './data/page-html.js';

interface CompanyFacts {
  code: string;
  name: string;
  currency: string;
  email: string;
  tel: string;
}

/** The public pages of every company already in the database, in its languages. */
export async function seedPages(db: Db): Promise<void> {
  const companies = await db
    .selectFrom('company')
    .select(['code', 'name', 'currency', 'email', 'tel'])
    .orderBy('code')
    .execute();
  const rows = companies.flatMap(pageRowsOf);
  if (rows.length > 0) await db.insertInto('public_page').values(rows).execute();
}

export function pageRowsOf(company: CompanyFacts): Insertable<PublicPageTable>[] {
  const code = company.code as CompanyCode;
  const context = {
    company: escapeHtml(company.name),
    currency: escapeHtml(company.currency),
    email: escapeHtml(company.email),
    tel: escapeHtml(company.tel),
    returnDays: RETURN_WINDOW_DAYS[code] ?? RETURN_WINDOW_DAYS.US,
  };
  const locales: Locale[] = PAGE_LOCALES[code] ?? ['en'];
  return locales.flatMap((locale) => {
    const texts = PAGE_TEMPLATES[locale](context);
    return PAGE_CODES.map((pageCode) => ({
      company_code: company.code,
      page_code: pageCode,
      locale,
      title: texts[pageCode].title,
      body_html: assertAllowedHtml(texts[pageCode].html, PAGE_HTML_TAGS),
    }));
  });
}
