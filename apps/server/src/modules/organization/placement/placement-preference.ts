import {
  DEFAULT_PLACEMENT_PREFERENCE,
  type PlaceNowChoice,
  type PlacementPreference,
} from '@portal/contract';
import type { DbClockDeps, DbDeps } from '../../../lib/service-deps.js';
import type { Db } from '../../../db/client.js';
import type { Trx } from '../../../db/transaction.js';
import type { MemberContext } from '../../../lib/member-context.js';
import { readPreference, writePreference } from './placement.repository.js';

/** The signed-in sponsor's own preference: a member reads and sets only their own. */
export async function placementPreference(
  deps: DbDeps,
  auth: MemberContext,
): Promise<PlacementPreference> {
  return { choice: (await readPreference(deps.db, auth.memberId)) ?? DEFAULT_PLACEMENT_PREFERENCE };
}

export async function setPlacementPreference(
  deps: DbClockDeps,
  auth: MemberContext,
  body: PlacementPreference,
): Promise<PlacementPreference> {
  await writePreference(deps.db, auth.memberId, body.choice, deps.now());
  return { choice: body.choice };
}

/**
 * The rule the holding tank's expiry job places by: the sponsor's preference, except that
 * "place later" cannot wait any longer, so it (and no preference) means the first free slot.
 */
export async function expiryChoice(db: Db | Trx, sponsorId: number): Promise<PlaceNowChoice> {
  const choice = await readPreference(db, sponsorId);
  return !choice || choice === 'later' ? DEFAULT_PLACEMENT_PREFERENCE : choice;
}
