import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
// the tables' declarations, so a workspace that reaches this file through an import has them
import './file-store.tables.js';

type Q = Kysely<Database>;

/**
 * Notes `keys` as unnamed at `at`: a key seen before keeps when it was first seen. Answers when
 * each was first seen, so the sweep knows which have stayed unnamed long enough.
 */
export async function noteUnnamed(db: Q, keys: string[], at: Date) {
  if (keys.length === 0) return new Map<string, Date>();
  const rows = await db
    .insertInto('file_unnamed')
    .columns(['key', 'first_seen_at', 'last_seen_at'])
    .expression(
      db.selectNoFrom([
        sql<string>`unnest(${keys}::text[])`.as('key'),
        sql<Date>`${at}::timestamptz`.as('first_seen_at'),
        sql<Date>`${at}::timestamptz`.as('last_seen_at'),
      ]),
    )
    .onConflict((oc) => oc.column('key').doUpdateSet({ last_seen_at: at }))
    .returning(['key', 'first_seen_at'])
    .execute();
  return new Map(rows.map((row) => [row.key, row.first_seen_at]));
}

/** Forgets keys: named again, or their file deleted. */
export async function forgetUnnamed(db: Q, keys: string[]) {
  if (keys.length === 0) return;
  await db.deleteFrom('file_unnamed').where('key', 'in', keys).execute();
}

/** Forgets the keys of a namespace no sweep since `since` saw (their file went another way). */
export async function forgetUnseenSince(db: Q, namespace: string, since: Date) {
  await db
    .deleteFrom('file_unnamed')
    .where('key', 'like', `${namespace}/%`)
    .where('last_seen_at', '<', since)
    .execute();
}
