/** Placement writes: slots, the holding tank and its job. */
export {
  holdForSponsor,
  holdingTank,
  placeFromTank,
  placeHeldMember,
  placeInTree,
  resolvePlacementAnchor,
} from './placement.service.js';
export { treeMemberById, type TreeMember } from './tree-member.service.js';
export { placementHoldJob } from './placement-hold.job.js';
// placement preference
export { placementPreference, setPlacementPreference } from './placement-preference.js';
