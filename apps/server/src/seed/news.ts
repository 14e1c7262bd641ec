import { LOCALES } from '@portal/contract';
import type { Db } from '../db/client.js';
import { writeNewsItem } from '../modules/news/index.js';
import { NEWS_TEXTS, type NewsSeed } from './data/news-texts.js';

const DAY_MS = 86_400_000;

/**
 * A few news items per company in every shipped language, so a member reads the
 * news in the language they chose whatever their company: never English under another label.
 */
export async function seedNews(db: Db, now: Date): Promise<void> {
  const companies = await db.selectFrom('company').select(['code', 'name', 'email']).execute();
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const fill = (text: string, company: { name: string; email: string }) =>
    text.replaceAll('{company}', company.name).replaceAll('{email}', company.email);
  const write = (
    company: { code: string; name: string; email: string },
    language: string,
    item: NewsSeed,
  ) =>
    writeNewsItem(db, {
      companyCode: company.code,
      language,
      title: fill(item.title, company),
      html: fill(item.html, company),
      pinned: item.pinned ?? false,
      publishAt: at(item.publishDays),
      expireAt: item.expireDays === undefined ? null : at(item.expireDays),
      imageName: null,
      createdBy: 'seed',
    });
  for (const company of companies) {
    for (const language of LOCALES) {
      for (const item of NEWS_TEXTS[language]) await write(company, language, item);
    }
  }
}

/** Whether any news exists (a database seeded before news gets the demo items once). */
export async function hasNews(db: Db): Promise<boolean> {
  return (await db.selectFrom('news_item').select('id').limit(1).executeTakeFirst()) !== undefined;
}
