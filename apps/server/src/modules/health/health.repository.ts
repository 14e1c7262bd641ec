import { sql } from 'kysely';
import type { Db } from '../../db/client.js';

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
