import { ORGANIZATION_CALLS } from '@portal/contract';
import { callApi } from '../../../lib/http/call';

/**
 * GET /mm/member/tree/placement/extreme: the bottom of the outermost left or right leg below a
 * node of the downline (default: oneself), where new enrolees of that side are placed.
 */
export const fetchPlacementExtreme = (side: 'L' | 'R', root?: number) =>
  callApi(ORGANIZATION_CALLS.placementExtreme, {
    query: { side, ...(root ? { root } : {}) },
    quiet: true,
  });
