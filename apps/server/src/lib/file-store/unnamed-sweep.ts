import type { Db } from '../../db/client.js';
import type { FileNamespace, FileStore } from './file-store.js';
import { forgetUnnamed, forgetUnseenSince, noteUnnamed } from './file-unnamed.repository.js';

/** What one sweep of a namespace found and did. */
export interface SweepCounts {
  /** files stored within the grace period, not looked at */
  fresh: number;
  named: number;
  /** unnamed, kept until a later sweep finds them unnamed still */
  waiting: number;
  deleted: number;
}

export interface SweepOptions {
  now: Date;
  /** how long a file must have been stored, and then unnamed, before it is deleted */
  graceMs: number;
  /** keys asked about at once */
  page?: number;
}

/** Of `keys`, those a row names (a product, an order line, a news item…). */
export type NamedOf = (keys: string[]) => Promise<Set<string>>;

/**
 * Deletes the files of a namespace no row names. A file is looked at only once stored for the
 * grace period (its upload's row may still be on its way), and deleted only when a sweep at
 * least the grace period after the one that first found it unnamed finds it unnamed still: a
 * deleted file cannot be brought back, and a row copying a name (a checkout copying a product's
 * picture an operator is removing) commits within moments. A delete that fails is retried by
 * the next run: a file already gone is no error.
 */
export async function sweepUnnamedFiles(
  db: Db,
  store: FileStore,
  namespace: FileNamespace,
  namedOf: NamedOf,
  { now, graceMs, page = 500 }: SweepOptions,
): Promise<SweepCounts> {
  const cutoff = new Date(now.getTime() - graceMs);
  const counts: SweepCounts = { fresh: 0, named: 0, waiting: 0, deleted: 0 };
  const settle = async (keys: string[]) => {
    const named = await namedOf(keys);
    const unnamed = keys.filter((key) => !named.has(key));
    counts.named += keys.length - unnamed.length;
    await forgetUnnamed(
      db,
      keys.filter((key) => named.has(key)),
    );
    const firstSeen = await noteUnnamed(db, unnamed, now);
    const due = unnamed.filter((key) => firstSeen.get(key)! <= cutoff);
    for (const key of due) await store.delete(key);
    await forgetUnnamed(db, due);
    counts.deleted += due.length;
    counts.waiting += unnamed.length - due.length;
  };
  let keys: string[] = [];
  for await (const file of store.list(namespace)) {
    if (file.storedAt > cutoff) {
      counts.fresh++;
      continue;
    }
    keys.push(file.key);
    if (keys.length < page) continue;
    await settle(keys);
    keys = [];
  }
  await settle(keys);
  // a key this sweep did not see has lost its file another way
  await forgetUnseenSince(db, namespace, now);
  return counts;
}
