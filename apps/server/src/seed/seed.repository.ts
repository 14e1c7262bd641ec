import type { Db } from '../db/client.js';

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('company').select('code').limit(1).executeTakeFirst();
  return row !== undefined;
}
