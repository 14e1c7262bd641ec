import { sql } from 'kysely';
import type { Db } from '../../db/client.js';

/**
 * Lent query (for the message centre): the ids of a member's sponsor downline at any depth,
 * the member excluded, for another module to embed in one INSERT … SELECT. `tree_is_under`
 * (migration 0023) answers at any depth; a path-prefix LIKE would not.
 */
export function downlineIdsQuery(db: Db, companyCode: string, ancestorId: number) {
  return db
    .selectFrom('member as d')
    .select('d.id as member_id')
    .where('d.company_code', '=', companyCode)
    .where('d.id', '<>', ancestorId)
    .where(sql<boolean>`tree_is_under('sponsor', d.id, ${ancestorId})`);
}
