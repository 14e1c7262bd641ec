import {
  legFor,
  type HeldMember,
  type PlaceBody,
  type Placed,
  type PlaceNowChoice,
} from '@portal/contract';
import type { DbClockDeps, DbDeps } from '../../../lib/service-deps.js';
import { inTransaction, type Trx } from '../../../db/transaction.js';
import { AppError } from '../../../lib/app-error.js';
import type { MemberContext } from '../../../lib/member-context.js';
import {
  childrenOf,
  countUnder,
  heldBy,
  insertHold,
  lockParent,
  slotTaken,
  takeHold,
  isUnderPlacement,
  treeMemberById,
  treeMemberByLogin,
  writePlacement,
  type TreeMember,
} from './placement.repository.js';
import { expiryChoice } from './placement-preference.js';

type Side = 'L' | 'R';
const DAY_MS = 86_400_000;
/** a slot taken under our feet is retried this often before the member is told to try again */
const MAX_SLOT_TRIES = 50;

/** The placement id: required, of the sponsor's company, inside the sponsor's placement downline. */
export async function resolvePlacementAnchor(
  trx: Trx,
  sponsor: TreeMember,
  placementLogin: string,
): Promise<TreeMember> {
  const anchor = await treeMemberByLogin(trx, sponsor.company_code, placementLogin);
  if (!anchor || !(await isUnderPlacement(trx, anchor.id, sponsor.id))) {
    throw new AppError('placementNotFound');
  }
  return anchor;
}

/** The leftmost free slot of the shallowest level below `top` (breadth first). */
async function firstFreeUnder(trx: Trx, top: number): Promise<{ parentId: number; side: Side }> {
  let level = [top];
  while (level.length) {
    const rows = await childrenOf(trx, level);
    const taken = new Set(rows.map((r) => `${r.placement_id}${r.placement_side}`));
    for (const id of level) {
      if (!taken.has(`${id}L`)) return { parentId: id, side: 'L' };
      if (!taken.has(`${id}R`)) return { parentId: id, side: 'R' };
    }
    // keep the level in left-to-right order: each parent's left child before its right one
    const order = new Map(level.map((id, i) => [id, i]));
    level = rows
      .sort(
        (a, b) =>
          order.get(a.placement_id!)! - order.get(b.placement_id!)! ||
          a.placement_side!.localeCompare(b.placement_side!),
      )
      .map((r) => r.id);
  }
  throw new AppError('placementFull');
}

/** The slot a choice names under the anchor, before any lock is taken. */
async function targetSlot(
  trx: Trx,
  anchor: TreeMember,
  choice: PlaceNowChoice,
): Promise<{ parentId: number; side: Side }> {
  if (choice === 'L' || choice === 'R') return { parentId: anchor.id, side: choice };
  if (choice === 'first') return firstFreeUnder(trx, anchor.id);
  const left = await legCount(trx, anchor.id, 'L');
  const right = await legCount(trx, anchor.id, 'R');
  const leg = legFor(choice, { left, right });
  const child = (await childrenOf(trx, [anchor.id])).find((r) => r.placement_side === leg);
  return child ? firstFreeUnder(trx, child.id) : { parentId: anchor.id, side: leg };
}

async function legCount(trx: Trx, parentId: number, side: Side): Promise<number> {
  const child = (await childrenOf(trx, [parentId])).find((r) => r.placement_side === side);
  if (!child) return 0;
  return countUnder(trx, child.id);
}

/**
 * Places a member at the slot the choice names. The parent row is locked first, so two
 * placements aimed at one slot queue: the second finds it taken and gets the next free slot
 * below the same parent (`moved`). Locks only go down the tree, so they cannot deadlock.
 */
export async function placeInTree(
  trx: Trx,
  input: { memberId: number; anchor: TreeMember; choice: PlaceNowChoice; by: string; now: Date },
): Promise<Placed> {
  let slot = await targetSlot(trx, input.anchor, input.choice);
  let moved = false;
  for (let i = 0; i < MAX_SLOT_TRIES; i++) {
    const parent = await lockParent(trx, slot.parentId);
    if (!(await slotTaken(trx, parent.id, slot.side))) {
      await writePlacement(trx, input.memberId, parent, slot.side, input.by, input.now);
      return { parentLoginName: parent.login_name, side: slot.side, moved };
    }
    moved = true;
    slot = await firstFreeUnder(trx, parent.id);
  }
  throw new AppError('placementFull');
}

/** "Place later": into the sponsor's holding tank, placed automatically after `days`. */
export function holdForSponsor(
  trx: Trx,
  hold: { memberId: number; sponsorId: number; now: Date; days: number },
) {
  return insertHold(trx, {
    memberId: hold.memberId,
    sponsorId: hold.sponsorId,
    heldAt: hold.now,
    placeBy: new Date(hold.now.getTime() + hold.days * DAY_MS),
  });
}

export async function holdingTank(
  deps: DbDeps,
  auth: MemberContext,
): Promise<{ members: HeldMember[] }> {
  const rows = await heldBy(deps.db, auth.memberId);
  return {
    members: rows.map((r) => ({
      memberId: r.id,
      loginName: r.login_name,
      name: r.user_name,
      status: r.status,
      heldAt: r.held_at.toISOString(),
      placeBy: r.place_by.toISOString(),
    })),
  };
}

/** The sponsor places a member of their own tank; another's member reads as not held. */
export async function placeFromTank(
  deps: DbClockDeps,
  auth: MemberContext,
  body: PlaceBody,
): Promise<Placed> {
  return inTransaction(deps.db, async (trx) => {
    const hold = await takeHold(trx, body.memberId, auth.memberId);
    if (!hold) throw new AppError('memberNotHeld');
    const sponsor = await treeMemberById(trx, auth.memberId);
    if (!sponsor) throw new AppError('memberNotHeld');
    const anchor = body.placementId
      ? await resolvePlacementAnchor(trx, sponsor, body.placementId)
      : sponsor;
    return placeInTree(trx, {
      memberId: body.memberId,
      anchor,
      choice: body.placement,
      by: `member:${auth.memberId}`,
      now: deps.now(),
    });
  });
}

/** The hold job: a member held past the company's limit is placed by the sponsor's preference. */
export async function placeHeldMember(deps: DbClockDeps, memberId: number): Promise<boolean> {
  return inTransaction(deps.db, async (trx) => {
    const hold = await takeHold(trx, memberId);
    if (!hold) return false;
    const sponsor = await treeMemberById(trx, hold.sponsor_id);
    if (!sponsor) return false;
    await placeInTree(trx, {
      memberId,
      anchor: sponsor,
      choice: await expiryChoice(trx, sponsor.id),
      by: 'job',
      now: deps.now(),
    });
    return true;
  });
}
