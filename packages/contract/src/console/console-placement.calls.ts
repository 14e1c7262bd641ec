import { consoleCall } from './console-call.js';
import {
  consolePlacementMoveAnswerSchema,
  consolePlacementMoveBodySchema,
  consolePlacementPreviewBodySchema,
  consolePlacementPreviewSchema,
} from './console-placement.schemas.js';

export * from './console-placement.schemas.js';

const PLACEMENT = {
  access: 'operator',
  record: 'none',
  tags: ['console-placement'],
  permission: 'placement:move',
} as const;
/** What a move is refused with besides validation, 401 and 403. */
const MOVE_ERRORS = [
  'notFound',
  'placementCycle',
  'placementSideTaken',
  'placementOtherCompany',
  'placementHasDownline',
] as const;

/**
 * Moving a member in the placement tree (a leaf, or a member waiting in a holding tank): a
 * preview that changes nothing, then the move with a reason and a fresh code, audited.
 */
export const CONSOLE_PLACEMENT_CALLS = {
  placementPreview: consoleCall({
    ...PLACEMENT,
    method: 'POST',
    path: '/placements/preview',
    body: consolePlacementPreviewBodySchema,
    response: consolePlacementPreviewSchema,
    summary: 'What moving a member would change: from, to, the lines that lose and gain, the BV',
    errors: [...MOVE_ERRORS],
  }),
  placementMove: consoleCall({
    ...PLACEMENT,
    method: 'POST',
    path: '/placements',
    body: consolePlacementMoveBodySchema,
    response: consolePlacementMoveAnswerSchema,
    summary: 'Moves a member without a downline (or places a held one), with a reason and a code',
    errors: [...MOVE_ERRORS, 'totpInvalid'],
  }),
} as const;
