import type { Db } from '../db/client.js';
import { writeNewsItem } from '../modules/news/index.js';
import { NEWS_EN, NEWS_OTHER, NEWS_SECOND_LANGUAGE, type NewsSeed } from './data/news-texts.js';

const DAY_MS = 86_400_000;

/** A few news items per company in English and one other language (issue 16). */
export async function seedNews(db: Db, now: Date): Promise<void> {
  const companies = await db.selectFrom('company').select(['code', 'name']).execute();
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const write = (company: { code: string; name: string }, language: string, item: NewsSeed) =>
    writeNewsItem(db, {
      companyCode: company.code,
      language,
      title: item.title.replace('{company}', company.name),
      html: item.html,
      pinned: item.pinned ?? false,
      publishAt: at(item.publishDays),
      expireAt: item.expireDays === undefined ? null : at(item.expireDays),
      imageName: null,
      createdBy: 'seed',
    });
  for (const company of companies) {
    for (const item of NEWS_EN) await write(company, 'en', item);
    const language = NEWS_SECOND_LANGUAGE[company.code] ?? 'zh-CN';
    for (const item of NEWS_OTHER[language]) await write(company, language, item);
  }
}

/** Whether any news exists (a database seeded before news gets the demo items once). */
export async function hasNews(db: Db): Promise<boolean> {
  return (await db.selectFrom('news_item').select('id').limit(1).executeTakeFirst()) !== undefined;
}
