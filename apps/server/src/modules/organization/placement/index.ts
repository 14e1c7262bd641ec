/** Placement writes (issue 15): slots, the holding tank and its job. */
export {
  holdForSponsor,
  holdingTank,
  placeFromTank,
  placeHeldMember,
  placeInTree,
  resolvePlacementAnchor,
} from './placement.service.js';
export { treeMemberById, treeMemberByLogin, type TreeMember } from './placement.repository.js';
export { placementHoldJob } from './placement-hold.job.js';
// placement preference (issue 15)
export { placementPreference, setPlacementPreference } from './placement-preference.js';
