import { z } from 'zod';
import { textSchema } from '../common/text.js';
import { PG_INTEGER_MAX } from '../common/validation.js';
import { totpCodeSchema } from './console-auth.schemas.js';
import { CONSOLE_REASON_MAX } from './console-permissions.js';

/** Logins the preview lists per line: the nearest ancestors, enough to recognise the line. */
export const PLACEMENT_PREVIEW_LINE_MAX = 10;

const side = z.enum(['L', 'R']);
const memberId = z.number().int().positive().max(PG_INTEGER_MAX);
const reason = textSchema()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(CONSOLE_REASON_MAX, { error: 'validation.tooLong' });

/** A member and where it should go in the placement tree: under `parentId`, on `side`. */
export const consolePlacementPreviewBodySchema = z.object({
  memberId,
  parentId: memberId,
  side,
});
/** The move itself says why and carries a fresh authenticator code (step-up). */
export const consolePlacementMoveBodySchema = consolePlacementPreviewBodySchema.extend({
  reason,
  code: totpCodeSchema,
});

const who = z.object({ id: z.number().int(), loginName: z.string() });
const slot = z.object({ parentId: z.number().int(), parentLogin: z.string(), side });

export const consolePlacementPreviewSchema = z.object({
  member: who,
  /** null: the member waits in a holding tank, not in the tree yet */
  from: slot.nullable(),
  to: slot,
  /**
   * The nearest member above both the old and the new place (null for a held member); it and
   * its upline keep the member in their count. `fromLeg`/`toLeg`: its leg the member leaves and
   * joins (the same leg when the move stays inside it).
   */
  commonAncestor: who.extend({ fromLeg: side, toLeg: side }).nullable(),
  /** the old line below the common ancestor, nearest first, at most PLACEMENT_PREVIEW_LINE_MAX */
  losing: z.array(z.string()),
  /** the new line below the common ancestor, nearest first, at most PLACEMENT_PREVIEW_LINE_MAX */
  gaining: z.array(z.string()),
  /** the member's own main-platform BV of the open cycle, in hundredths */
  memberBv: z.string(),
  /** the open cycle (2026-W48) */
  cycle: z.string(),
});

export const consolePlacementMoveAnswerSchema = z.object({
  member: who,
  from: slot.nullable(),
  to: slot,
});
