import type { Db } from '../../db/client.js';
import './locale.tables.js';

export async function updatePreferredLocale(
  db: Db,
  memberId: number,
  locale: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('member')
    .set({ preferred_locale: locale, updated_at: now })
    .where('id', '=', memberId)
    .execute();
}
