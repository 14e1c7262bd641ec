import type { Locale } from '@portal/contract';
import type { Db } from '../db/client.js';
import { memberLocaleOf } from '../modules/message/index.js';

const known = new WeakMap<Db, Map<number, Locale>>();

/**
 * The language a seeded member uses the portal in (their own choice, else their company's), so
 * what the seed does in their name (an order placed, and the notices it writes) reads as theirs.
 */
export async function memberLanguage(db: Db, memberId: number): Promise<Locale> {
  const cache = known.get(db) ?? new Map<number, Locale>();
  known.set(db, cache);
  const hit = cache.get(memberId);
  if (hit) return hit;
  const row = await db
    .selectFrom('member as m')
    .innerJoin('company as c', 'c.code', 'm.company_code')
    .select(['m.preferred_locale', 'c.character_coding'])
    .where('m.id', '=', memberId)
    .executeTakeFirstOrThrow();
  const locale = memberLocaleOf(row.preferred_locale, row.character_coding);
  cache.set(memberId, locale);
  return locale;
}
