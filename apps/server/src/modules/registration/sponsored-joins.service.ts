import type { Db } from '../../db/client.js';
import {
  sponsoredJoinsBetween as countJoins,
  sponsorsWithJoinsBetween as sponsorsOf,
} from './sponsored-joins.repository.js';

/**
 * The promotions' "new personally sponsored members" goal reads joins through these:
 * how many members a sponsor brought in during [from, to), and which sponsors brought any.
 */
export function sponsoredJoinsBetween(
  db: Db,
  sponsorId: number,
  from: Date,
  to: Date,
): Promise<number> {
  return countJoins(db, sponsorId, from, to);
}

export function sponsorsWithJoinsBetween(
  db: Db,
  companyCode: string,
  from: Date,
  to: Date,
): Promise<number[]> {
  return sponsorsOf(db, companyCode, from, to);
}
