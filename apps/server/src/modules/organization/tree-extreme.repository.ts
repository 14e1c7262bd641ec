import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { inDownline } from './tree.repository.js';

export interface ExtremeArgs {
  viewerId: number;
  startId: number;
  side: 'L' | 'R';
}

/**
 * Follows the child on one side from the start node down to where that line ends, in one round
 * trip. Nothing comes back when the start is not in the viewer's placement downline, so a
 * foreign node cannot be told from a missing one.
 */
export async function readExtreme(
  db: Db,
  a: ExtremeArgs,
): Promise<{ id: number; depth: number } | undefined> {
  const result = await sql<{ id: number; depth: number }>`
    with recursive t(id, depth) as (
      select r.id, 0 from member r
      where r.id = ${a.startId} and ${inDownline('placement', a.viewerId)}
      union all
      select c.id, t.depth + 1 from t
      join member c on c.placement_id = t.id and c.placement_side = ${a.side}
    )
    select id, depth from t order by depth desc limit 1`.execute(db);
  return result.rows[0];
}
