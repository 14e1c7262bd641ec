/** Organization trees: placement and sponsor trees, volumes, leg totals, snapshots. */
export {
  openCycleVolume,
  orderVolumeWrites,
  recordOrderVolume,
  type OrderVolume,
} from './volume.service.js';
export { refreshLegs, refreshLegsIn, refreshDirtyLegs } from './leg-refresh.service.js';
// bonus close: the cycle's snapshot, with the close's awards and carries
export { snapshotTreeCycle, type SnapshotFacts, type SnapshotTree } from './snapshot.service.js';
export { treeLegRefreshJob } from './leg-refresh.job.js';
// the console home's open-cycle volume, stored every five minutes
export { openCycleVolumeAsStored, refreshOpenCycleVolume } from './company-volume.service.js';
export { openCycleVolumeJob } from './company-volume.job.js';
// placement and the holding tank
export * from './placement/index.js';
// message centre: a downline's ids, lent for one INSERT … SELECT
export { downlineIdsQuery } from './downline-query.js';
// one member standing (rank, awards, activity, volumes) for every page that shows it
export {
  closedLegVolumes,
  infoStandingOf,
  memberStanding,
  standingsOf,
  type StandingAsOf,
  type StandingFacts,
} from './standing/standing.service.js';
