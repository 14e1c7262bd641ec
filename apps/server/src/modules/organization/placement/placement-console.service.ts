import { cycleOf } from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import { inTransaction, type Trx } from '../../../db/transaction.js';
import { AppError } from '../../../lib/app-error.js';
import { mayActFor, requirePermission, type OperatorContext } from '../../../lib/console-policy.js';
import type { DbClockDeps } from '../../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../../audit/index.js';
import { confirmStepUp } from '../../operator/index.js';
import { moveLines } from './placement-console.lines.js';
import {
  lockMoveRows,
  markLegsDirty,
  moveLeaf,
  moveMemberRow,
  ownCycleBv,
  type MoveMemberRow,
} from './placement-console.repository.js';
import {
  isUnderPlacement,
  slotTaken,
  takeHold,
  treeMemberById,
  writePlacement,
  type TreeMember,
} from './placement.repository.js';

type Side = 'L' | 'R';
export interface PlacementTarget {
  memberId: number;
  parentId: number;
  side: Side;
}

/**
 * The checks of a move, in the order an operator can act on them. Another company's member
 * (or parent) reads as a missing one; a member neither in the tree nor in a holding tank
 * (a company's root without a downline) has nowhere to move from.
 */
async function checkMove(
  trx: Trx,
  operator: OperatorContext,
  input: PlacementTarget,
  held?: boolean,
): Promise<{ member: MoveMemberRow; parent: TreeMember; held: boolean }> {
  const member = await moveMemberRow(trx, input.memberId);
  if (!member || !mayActFor(operator, member.company_code)) throw new AppError('notFound');
  requirePermission(operator, 'placement:move', member.company_code);
  const parent = await treeMemberById(trx, input.parentId);
  if (!parent || !mayActFor(operator, parent.company_code)) throw new AppError('notFound');
  if (parent.company_code !== member.company_code) throw new AppError('placementOtherCompany');
  if (await isUnderPlacement(trx, parent.id, member.id)) throw new AppError('placementCycle');
  // the tree's depth columns are per row: a member's downline would keep its old ones
  if (member.has_downline) throw new AppError('placementHasDownline');
  const isHeld = held ?? member.held;
  if (member.placement_id === null && !isHeld) throw new AppError('notFound');
  if (await slotTaken(trx, parent.id, input.side)) throw new AppError('placementSideTaken');
  return { member, parent, held: isHeld };
}

async function fromOf(trx: Trx, member: MoveMemberRow) {
  if (member.placement_id === null || member.placement_side === null) return null;
  const parent = await treeMemberById(trx, member.placement_id);
  return {
    parentId: member.placement_id,
    parentLogin: parent?.login_name ?? '',
    side: member.placement_side,
  };
}

const toOf = (parent: TreeMember, side: Side) => ({
  parentId: parent.id,
  parentLogin: parent.login_name,
  side,
});

/** What a move would change, read in one transaction that changes nothing. */
export async function previewPlacementMove(
  deps: DbClockDeps,
  operator: OperatorContext,
  input: PlacementTarget,
) {
  requirePermission(operator, 'placement:move');
  return inTransaction(deps.db, async (trx) => {
    const { member, parent } = await checkMove(trx, operator, input);
    const from = await fromOf(trx, member);
    const cycle = cycleOf(deps.now());
    const lines = await moveLines(trx, from, { parentId: parent.id, side: input.side });
    const bv = await ownCycleBv(trx, member.id, cycle);
    return {
      member: { id: member.id, loginName: member.login_name },
      from,
      to: toOf(parent, input.side),
      ...lines,
      memberBv: bv.toString(),
      cycle,
    };
  });
}

/**
 * Moves a leaf, or places a member waiting in a holding tank, with a fresh code. The hold is
 * taken first, as the hold job takes it (so the two queue on the hold row), then the member's
 * and the new parent's rows are locked and every check of the preview runs again. The company's
 * legs of the open cycle are marked for the refresh job; the audit entry commits with the move.
 */
export async function movePlacement(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  operator: OperatorContext,
  input: PlacementTarget & { reason: string; code: string },
) {
  requirePermission(operator, 'placement:move');
  const found = await moveMemberRow(deps.db, input.memberId);
  if (!found || !mayActFor(operator, found.company_code)) throw new AppError('notFound');
  await confirmStepUp(deps, operator, input.code);
  return inTransaction(deps.db, async (trx) => {
    const hold = await takeHold(trx, input.memberId);
    await lockMoveRows(trx, [input.memberId, input.parentId]);
    const { member, parent, held } = await checkMove(trx, operator, input, hold !== undefined);
    const at = deps.now();
    const by = `operator:${operator.loginName}`;
    const from = await fromOf(trx, member);
    if (from) {
      const move = { memberId: member.id, oldParentId: from.parentId, parent, side: input.side };
      await moveLeaf(trx, move, by, at);
    } else if (held) {
      await writePlacement(trx, member.id, parent, input.side, by, at);
    }
    await markLegsDirty(trx, member.company_code, cycleOf(at), at);
    const to = toOf(parent, input.side);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: 'placement:move',
        action: 'placement:move',
        companyCode: member.company_code,
        target: `member:${member.id}`,
        reason: input.reason,
        outcome: 'ok',
        before: from ?? { parentId: null, side: null, held: true },
        after: to,
        at,
      }),
    );
    return { member: { id: member.id, loginName: member.login_name }, from, to };
  });
}
